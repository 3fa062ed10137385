#include <sys/prctl.h>

#include "zhip_process_control.h"

int zhip_set_dumpable(int value) { return prctl(PR_SET_DUMPABLE, (unsigned long)value, 0UL, 0UL, 0UL); }
