#ifndef ZHIP_PROCESS_CONTROL_H
#define ZHIP_PROCESS_CONTROL_H

// prctl(PR_SET_DUMPABLE, value): Swift imports no variadic C function (prctl is one), and its
// Glibc module leaves <sys/prctl.h> out. zhip-cli's CoreDumps calls it once at start; answers
// prctl's 0, or -1 with errno set.
int zhip_set_dumpable(int value);

#endif
