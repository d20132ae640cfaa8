/* qd-program-private.h — what qd-program.c (talking to a program, ending
 * it) and qd-program-start.c (starting it confined) share. */
#pragma once

#include "qd-program.h"
#include "qd-sandbox-cgroup.h"

#include <sys/types.h>

G_BEGIN_DECLS

typedef enum {
  QD_PROGRAM_CONFINED,       /* here, in the sandbox: its scratch folder a tmpfs of its own */
  QD_PROGRAM_ON_HOST,        /* a Flatpak's: on the host, in the host's bubblewrap */
  QD_PROGRAM_UNCONFINED,     /* asked for: the rlimits alone */
} QdProgramMode;

struct _QdProgram {
  pid_t pid;             /* its process group too; 0 before it starts */
  int status;            /* its wait status, once reaped */
  gboolean reaped;
  int fd;                /* our end of its stdin and stdout */
  int err_fd;            /* its stderr; -1 once closed */
  GByteArray *in;        /* output read, not yet a whole line */
  GString *err;
  gsize max_line;
  guint64 read_bytes;
  QdProgramMode mode;
  gboolean out_closed;
  gboolean ended;        /* reaped */
  gboolean killed;       /* by qd_program_end, after its grace */
  char *command;
  /* How it starts (qd_program_new's copy of the options). */
  char *folder;
  guint memory_mb, cpu_seconds, file_mb, disk_mb, processes, open_files;
  char **env;
  /* Its scratch folder: as it sees it; on this machine (unconfined, or
   * on the host: made by new, removed by free, locked while it lives);
   * a descriptor of it (to put files in and read them back), -1. */
  char *scratch;
  char *host_scratch;
  int host_scratch_lock;
  int scratch_fd;
  GPtrArray *inputs;     /* name, source, name, source… for the sandbox */
  uid_t sandbox_uid;     /* root's: the user it is outside its sandbox; 0: ours */
  int sandbox_uid_lock;  /* and the lock that keeps it its own (qd_sandbox_choose_uid); -1 */
  gboolean keep_scratch;
  QdCgroup *cgroup;      /* confined: its sandbox's, where one could be made; NULL */
};

/* The prefix of the scratch folders made on this machine. */
#define QD_PROGRAM_SCRATCH_PREFIX "quandary-program"

G_END_DECLS
