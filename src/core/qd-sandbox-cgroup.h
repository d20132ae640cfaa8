/* qd-sandbox-cgroup.h — one budget a sandbox: a cgroup of its own, under
 * the one Quandary runs in, that holds the memory (memory.max, or
 * memory.limit_in_bytes and memory.memsw.limit_in_bytes on cgroup v1) and
 * the processes (pids.max) of all its processes together, and weighs them
 * below the window on the processor (cpu.weight, cpu.shares: in a cgroup
 * of its own, a process's scheduler autogroup no longer counts, so a
 * program cannot undo its niceness through /proc/self/autogroup).
 *
 * cgroup v2 where its controllers are delegated to us (root's cgroup, a
 * systemd unit with Delegate=yes, a container's own), else cgroup v1 where
 * its hierarchies can be written (root).  Where neither can be made (an
 * ordinary user without delegation), a sandbox has its processes' rlimits
 * alone: qd_sandbox_budget_weakness says so. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _QdCgroup QdCgroup;

/* A new cgroup for one sandbox: `memory_bytes` for all its processes and
 * files in memory, at most `processes` at once, weighed as niceness
 * `niceness`.  It holds every controller the start-up check's cgroup held
 * (qd_sandbox_budget_weakness), or it is NULL with an error naming the
 * step that failed (a folder not made, a limit not written): never a
 * sandbox silently without its limits.  NULL without an error where no
 * cgroup could be had from the start (said by qd_sandbox_budget_weakness). */
QdCgroup   *qd_cgroup_new          (guint64 memory_bytes, guint processes, int niceness, GError **error);
/* Descriptors (close-on-exec) of its cgroup.procs files: a process that
 * writes "0" to each is in it. */
const int  *qd_cgroup_procs_fds    (QdCgroup *cgroup, guint *n);
/* Kills what is left in it and removes it. */
void        qd_cgroup_free         (QdCgroup *cgroup);

/* Removes the cgroups that sandboxes of processes now gone left (a grader
 * killed before its end): the number removed. */
guint       qd_cgroup_clean_stale  (void);

/* How a sandbox's budget falls short here, once a process: NULL when each
 * sandbox gets a cgroup that holds its memory and its processes; else a
 * sentence naming the weaker limit (static). */
const char *qd_sandbox_budget_weakness (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdCgroup, qd_cgroup_free)

G_END_DECLS
