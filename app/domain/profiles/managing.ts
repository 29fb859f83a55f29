// Who manages an account's profiles (decision 074): the account's own profile, not one it holds
// (a child's), which may only pick among them.

/** Who acts: the profile a token names and the account it belongs to. */
export type Caller = { user: { id: number }; account: { id: number } };

/** Whether the caller acts as its account's own profile, from which profiles are managed. */
export const managesProfiles = (caller: Caller) => caller.user.id === caller.account.id;
