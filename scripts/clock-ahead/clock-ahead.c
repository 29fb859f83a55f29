// Moves the wall clock forward by CLOCK_AHEAD_SECONDS for every process that preloads it (issue
// #81: the suite must pass with the machine's date a year ahead). Node, workerd and Chromium all
// read the wall clock through these three. Raw syscalls only, no dlsym and no malloc, so it cannot
// deadlock a program's own start-up locks: libfaketime's constructor does, and workerd hangs
// before its first line under it. The monotonic clocks are left alone (timers keep their pace).
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static long ahead = -1;

static long offset(void) {
  if (ahead < 0) {
    const char *value = getenv("CLOCK_AHEAD_SECONDS");
    ahead = value ? strtol(value, NULL, 10) : 0;
  }
  return ahead;
}

int clock_gettime(clockid_t clock, struct timespec *now) {
  long result = syscall(SYS_clock_gettime, clock, now);
  if (result == 0 && (clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE)) now->tv_sec += offset();
  return (int)result;
}

int gettimeofday(struct timeval *now, void *zone) {
  struct timespec spec;
  int result = clock_gettime(CLOCK_REALTIME, &spec);
  if (result == 0 && now) {
    now->tv_sec = spec.tv_sec;
    now->tv_usec = spec.tv_nsec / 1000;
  }
  (void)zone;
  return result;
}

time_t time(time_t *out) {
  struct timespec spec;
  clock_gettime(CLOCK_REALTIME, &spec);
  if (out) *out = spec.tv_sec;
  return spec.tv_sec;
}
