/* The core's precompiled headers (src/pch/qd-glib-pch.h, and GIO's, which
 * the core's files use for files and processes): seven of its files
 * ask for the GNU extensions (_GNU_SOURCE: posix_spawn's and the sandbox's
 * calls, sched_getaffinity) before any header, which a header compiled
 * first would defeat, so the whole library is compiled with them. */
#ifndef QD_CORE_PCH_H
#define QD_CORE_PCH_H

#define _GNU_SOURCE
#include "qd-glib-pch.h"
#include <gio/gio.h>

#endif
