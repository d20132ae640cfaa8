/* qd-sandbox.h — the confinement of an outside program (core/qd-program.h):
 * what bubblewrap is asked for, the seccomp filter, what the program sees of
 * the file system, and whether such a sandbox can be made here at all.
 *
 * The program gets new user, mount, PID, IPC, UTS, network and cgroup
 * namespaces, no capabilities (as root too) and no way to make a user
 * namespace again; run by root, it is a user of its own (a uid no other
 * process has: RLIMIT_NPROC counts its processes alone, and root's files
 * are not its).  A filter refuses the calls that change mounts or
 * namespaces, trace other processes, load code into the kernel or push
 * characters into a terminal.  It sees the system's read-only folders
 * (/usr and the links or folders /bin, /sbin, /lib… into it, and /etc, as
 * its user may read them), a new /proc, a
 * minimal read-only /dev with a /dev/shm of its own, a /tmp of its own, its
 * working folder and the files its command names (read-only, each alone),
 * and its scratch folder: the one place it writes, a tmpfs of its own size
 * that disappears with it.  /home, /root, /srv, /var, /run, /mnt, /media,
 * /opt and every other folder are not there.  docs/agents.md has the table. */
#pragma once

#include <glib.h>
#include <sys/types.h>

G_BEGIN_DECLS

/* The scratch folder, as the program sees it. */
#define QD_SANDBOX_SCRATCH "/tmp/scratch"
/* The user a program run by root is in its sandbox (a number of its own
 * outside). */
#define QD_SANDBOX_USER "65534"
/* The PATH of a confined program: where its command is looked for. */
#define QD_SANDBOX_PATH "/usr/local/bin:/usr/bin:/bin"

typedef struct {
  const char *folder;          /* its working folder, shown read-only; NULL: none */
  const char *const *files;    /* files outside it that its command names, shown read-only one by one */
  guint64 tmp_bytes;           /* the size of /tmp, and of /dev/shm */
  guint64 scratch_bytes;       /* the size of the scratch folder */
  const char *host_scratch;    /* on the host (a Flatpak): the folder bound as the scratch folder, not a tmpfs */
  gboolean other_user;         /* it runs as another user (root's): QD_SANDBOX_USER inside */
  int seccomp_fd;              /* descriptors as bubblewrap gets them; -1: none */
  int info_fd;
  int block_fd;
} QdSandboxPlan;

/* bubblewrap here: its path in our PATH (the programs' PATH is not ours),
 * or "bwrap" when there is none. */
const char *qd_sandbox_bwrap     (void);

/* bubblewrap's arguments (from "bwrap" to "--") for `plan`. */
void      qd_sandbox_add_args    (GPtrArray *args, const QdSandboxPlan *plan);

/* A descriptor (close-on-exec, above 5) to read the seccomp program from,
 * or -1 where the architecture is not known. */
int       qd_sandbox_seccomp_fd  (void);

/* Why the sandbox cannot be made, from `cause` (bubblewrap's words): a
 * sentence or two with what to do (to free).  qd_program_sandbox_available
 * tries it. */
char     *qd_sandbox_explain     (const char *cause);

/* Whether `path` is one of the system's folders the sandbox shows anyway
 * (under /usr, /etc, /bin…): no need to show it again. */
gboolean  qd_sandbox_shows       (const char *path);

/* The program `name` as a confined program finds it: in QD_SANDBOX_PATH,
 * on this machine's file system (the sandbox shows the same /usr).  NULL
 * when it is not there. */
char     *qd_sandbox_find_program (const char *name);

/* The scratch folder of the sandbox whose first process is `child` (the
 * "child-pid" of bubblewrap's --info-fd), while bubblewrap waits on its
 * --block-fd: a descriptor of it, checked to be the sandbox's own tmpfs and
 * not a folder of this machine.  Waits until `deadline_us` (monotonic) for
 * the sandbox to be set up, while `bwrap` (bubblewrap's process) runs.  -1
 * and an error when it cannot be had. */
int       qd_sandbox_open_scratch (pid_t bwrap, pid_t child, gint64 deadline_us, GError **error);

/* The "child-pid" of bubblewrap's --info-fd text, or 0. */
pid_t     qd_sandbox_parse_child_pid (const char *info);

G_END_DECLS
