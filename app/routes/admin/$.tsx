// Any other admin sub-path shows the welcome page with a link to the main site (admin spec).
export { loader, AdminWelcome as default } from "./_index";
