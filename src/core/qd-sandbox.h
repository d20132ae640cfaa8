/* qd-sandbox.h — the confinement of an outside program (core/qd-program.h):
 * what bubblewrap is asked for, the seccomp filter, what the program sees of
 * the file system, and whether such a sandbox can be made here at all.
 *
 * The program gets new user, mount, PID, IPC, UTS, network and cgroup
 * namespaces, no capabilities (as root too) and no way to make a user
 * namespace again, and a cgroup of its own where one can be made (its
 * memory and processes one budget: qd-sandbox-cgroup.h); run by root, it
 * is a user of its own (a uid no other process has: RLIMIT_NPROC counts
 * its processes alone, and root's files are not its, but those of its own
 * folder, shown as its own).  Sockets: AF_UNIX, AF_INET, AF_INET6 alone.  A filter refuses the calls that change mounts or
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
#include <sys/resource.h>
#include <sys/types.h>

G_BEGIN_DECLS

/* The scratch folder, as the program sees it. */
#define QD_SANDBOX_SCRATCH "/tmp/scratch"
/* The user a program run by root is in its sandbox (a number of its own
 * outside). */
#define QD_SANDBOX_USER "65534"
/* Each tmpfs of a sandbox (its scratch folder, /tmp, /dev/shm) holds a
 * file or folder per QD_SANDBOX_BYTES_A_FILE of its size, at least
 * QD_SANDBOX_MIN_FILES: a program that makes empty files by the hundred
 * thousand is refused (ENOSPC), and takes no kernel memory for them. */
#define QD_SANDBOX_BYTES_A_FILE 4096
#define QD_SANDBOX_MIN_FILES 1024
/* Where root's sandboxes find what bubblewrap binds from: a tmpfs over
 * /tmp in the namespace of its starter alone. */
#define QD_SANDBOX_STAGE "/tmp"
/* The empty file on the stage that a staged sandbox sees as /proc/locks. */
#define QD_SANDBOX_LOCKS QD_SANDBOX_STAGE "/void/locks"
/* The PATH of a confined program: where its command is looked for. */
#define QD_SANDBOX_PATH "/usr/local/bin:/usr/bin:/bin"

typedef struct {
  const char *folder;          /* its working folder, shown read-only; NULL: none */
  const char *const *files;    /* files outside it that its command names, shown read-only one by one */
  guint64 tmp_bytes;           /* the size of /tmp, and of /dev/shm */
  guint64 scratch_bytes;       /* the size of the scratch folder */
  const char *host_scratch;    /* on the host (a Flatpak): the folder bound as the scratch folder, not a tmpfs */
  gboolean other_user;         /* it runs as another user (root's): QD_SANDBOX_USER inside */
  gboolean staged;             /* /tmp, /dev/shm, the scratch folder and the files are bound from the stage
                                * (qd_sandbox_stage_new), not made by bubblewrap */
  const char *staged_folder;   /* the folder's place on the stage; NULL: bound by its path */
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

/* The system's folders a sandbox shows that are folders here (not links:
 * /usr, /etc, and /lib… where /usr is not merged).  Staged, each is a
 * read-only overlay of its own (QD_SANDBOX_STAGE "/system-N", N its
 * index here), not a bind: its files are other inodes in every sandbox, so
 * a lock (flock, fcntl) one program takes on /etc/passwd is seen by no
 * other sandbox and by nothing of this machine. */
const char *const *qd_sandbox_system_folders (void);

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

/* The number of files a tmpfs of `bytes` holds. */
guint64   qd_sandbox_files_of    (guint64 bytes);

/* The mounts bubblewrap binds from, made by its starter in a mount
 * namespace of its own (nothing of them is seen outside): /tmp,
 * /dev/shm and the scratch folder, tmpfs of their size and number of files
 * owned by `owner`, the system's folders (overlays of their own:
 * qd_sandbox_system_folders), and the program's folder and files, bound by a
 * descriptor (the folders above them need not be open to other users:
 * root opens them before the stage hides /tmp).  Where the kernel and the
 * file system allow, the folder and each file are an idmapped copy whose
 * owner's files are `owner`'s: a folder of mode 700 and files of mode 600
 * (a class unpacked by root) are the program's own, read-only.  Sets plan->staged and plan->staged_folder. */
typedef struct {
  const char *target;
  const char *source;   /* a path to bind, opened before any mount; NULL: a file system of `options` */
  const char *options;
  const char *fstype;   /* with no source: "overlay", or NULL: a tmpfs (a file: an empty file, no mount) */
  gboolean file;        /* a file's bind (its target an empty file) */
  int tree;             /* a detached copy of the source, its owner's files shown as the sandbox's user's
                         * (an idmapped mount), to attach at target; -1: bind the source */
  char at[32];          /* the child's: /proc/self/fd/N of the source opened */
  guint64 dev, ino;     /* the source as the stage found it (opened without following a link): the child
                         * binds it only if its path is still that file */
} QdSandboxMount;
typedef struct _QdSandboxStage QdSandboxStage;
QdSandboxStage       *qd_sandbox_stage_new    (QdSandboxPlan *plan, uid_t owner, gid_t group);
/* Whether `owner` may read what the stage binds: each folder and file shown
 * as its own (idmapped) or readable by it; FALSE with an error naming the
 * first that is not, or that is a symbolic link (never followed: its
 * target's files would be shown as the program's own). */
gboolean              qd_sandbox_stage_check  (QdSandboxStage *stage, uid_t owner, GError **error);
QdSandboxMount       *qd_sandbox_stage_mounts (QdSandboxStage *stage, guint *n);
void                  qd_sandbox_stage_free   (QdSandboxStage *stage);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdSandboxStage, qd_sandbox_stage_free)

/* bubblewrap started, from a child that, in order: takes the default
 * signals and a session of its own, takes `limits`, joins the cgroups (writes "0" to each of
 * cgroup_fds), makes `mounts` in a mount namespace of its own (an ordinary
 * user's in a user namespace of its own, where it is itself: uid_map),
 * takes `std_fds` (-1: /dev/null) as 0, 1, 2 and `extra` (each above 5) as
 * 3, 4…, closes every other descriptor, becomes `uid` (0: stays ours),
 * goes to `folder` (NULL, or closed to it: /) and execs
 * argv[0] (a path).  0 and an error naming the step that failed. */
typedef struct {
  int resource;
  struct rlimit limit;
} QdSandboxLimit;
typedef struct {
  const char *const *argv, *const *envp;
  int std_fds[3];
  const int *extra;
  guint n_extra;
  const int *cgroup_fds;
  guint n_cgroup_fds;
  QdSandboxMount *mounts;
  guint n_mounts;
  uid_t uid;
  const char *uid_map, *gid_map;   /* not root: "ID ID 1", the user namespace of its own it mounts in */
  gboolean groups_fixed;   /* setgroups is denied here (a user namespace's): the groups stay */
  const QdSandboxLimit *limits;
  guint n_limits;
  const char *folder;
  /* Set by the child when a step fails. */
  int failed_step, failed_errno;
  const char *failed_what;
} QdSandboxSpawn;
pid_t     qd_sandbox_spawn       (QdSandboxSpawn *spawn, GError **error);

/* The user a program root starts is outside its sandbox (qd-sandbox-uid.c,
 * whose head says the rule): a number mapped here that no user, group,
 * subordinate range, process or file of `folder` has, locked for it alone
 * (*lock, to close once the sandbox has ended).  FALSE and an error where
 * none can be had (a container mapping no user but ours): never root. */
#define QD_SANDBOX_UID_LOCK "quandary-sandbox-users.lock"
gboolean  qd_sandbox_choose_uid  (const char *folder, uid_t *uid, int *lock, GError **error);
/* Whether this user namespace refuses setgroups (its groups stay). */
gboolean  qd_sandbox_setgroups_denied (void);

G_END_DECLS
