/* qd-program.h — one outside program (a student's agent or solver), started
 * confined, spoken to in lines, and always ended with no process left.
 *
 * The program runs in its own session and process group with rlimits on its
 * address space, CPU time, file size, open files and processes, a cgroup
 * of its sandbox's own holding their memory and processes together where
 * one can be made (core/qd-sandbox-cgroup.h), in the
 * sandbox of core/qd-sandbox.h: no capability and no network, the system's
 * folders, its working folder and the files its command names read-only,
 * a scratch folder of its own (a tmpfs of `disk_mb`) as the one place it
 * writes, sized /tmp and /dev/shm, and a clean environment.  Where the
 * sandbox cannot be made, it does not run at all (the error says why and
 * what to do) unless it was asked to run unconfined (QD_PROGRAM_SANDBOX_OFF,
 * the rlimits alone, a scratch folder on this machine).  Its stdin and
 * stdout are one socket (a write to a program that has gone never raises
 * SIGPIPE); its stderr is kept, the last 64 KB of it.  Inside a Flatpak it
 * runs on the host through flatpak-spawn, under the same limits (prlimit),
 * in the host's bubblewrap.
 *
 * Reading and writing block the calling thread (a worker's, never the
 * window's) until a line, the deadline, the stop flag or the program's end.
 * Nothing here knows a game or a protocol: core/qd-agent.h speaks the
 * agents' protocol over it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  QD_PROGRAM_SANDBOX_ON,     /* in the sandbox, or not at all */
  QD_PROGRAM_SANDBOX_OFF,    /* unconfined (asked for): the rlimits alone */
} QdProgramSandbox;

typedef struct {
  const char *folder;        /* its working folder, shown read-only; NULL: the current one */
  guint memory_mb;           /* address space; 0: QD_PROGRAM_DEFAULT_MEMORY_MB (/tmp and
                              * /dev/shm: a quarter of it each) */
  guint cpu_seconds;         /* CPU time in all; 0: QD_PROGRAM_DEFAULT_CPU_SECONDS */
  guint file_mb;             /* the largest file it may write; 0: QD_PROGRAM_DEFAULT_FILE_MB */
  guint disk_mb;             /* its scratch folder; 0: QD_PROGRAM_DEFAULT_DISK_MB */
  guint processes;           /* processes of the sandbox at once; 0: QD_PROGRAM_DEFAULT_PROCESSES */
  guint open_files;          /* descriptors a process; 0: QD_PROGRAM_DEFAULT_OPEN_FILES */
  gsize max_line;            /* the longest line read; 0: QD_PROGRAM_DEFAULT_MAX_LINE */
  QdProgramSandbox sandbox;
  const char *const *env;    /* NAME=VALUE, over its clean environment; NULL: none */
} QdProgramOptions;

#define QD_PROGRAM_DEFAULT_MEMORY_MB 2048
#define QD_PROGRAM_DEFAULT_CPU_SECONDS 600
#define QD_PROGRAM_DEFAULT_FILE_MB 64
#define QD_PROGRAM_DEFAULT_DISK_MB 100
#define QD_PROGRAM_DEFAULT_PROCESSES 64
#define QD_PROGRAM_DEFAULT_OPEN_FILES 1024
#define QD_PROGRAM_DEFAULT_MAX_LINE (1024 * 1024)

typedef enum {
  QD_PROGRAM_LINE,           /* a line, without its newline (and \r) */
  QD_PROGRAM_TIMEOUT,        /* the deadline passed */
  QD_PROGRAM_STOPPED,        /* the stop flag was raised */
  QD_PROGRAM_ENDED,          /* it closed its output or ended */
  QD_PROGRAM_TOO_LONG,       /* more than max_line bytes without a newline */
  QD_PROGRAM_FAILED,         /* reading failed (the cause in qd_program_describe_end) */
} QdProgramRead;

typedef struct _QdProgram QdProgram;

void        qd_program_options_init   (QdProgramOptions *options);

/* Starts argv[0] (found in the sandbox's PATH, or the current one when
 * unconfined; relative names from the working folder) with argv.  NULL
 * with an error naming the command when it cannot start (not found, not
 * executable, a folder that is not one, no sandbox: then the reason and the
 * fix).  The same as qd_program_new and qd_program_launch. */
QdProgram  *qd_program_start          (const char *const *argv, const QdProgramOptions *options,
                                       GError **error);
/* A program not yet started, to give it files first: its scratch folder is
 * known (qd_program_get_scratch, to build its command line). */
QdProgram  *qd_program_new            (const QdProgramOptions *options, GError **error);
/* Copies the file `source` into its scratch folder as `name` (a plain
 * name) before it starts: never shown to it where it lies. */
gboolean    qd_program_add_input      (QdProgram *program, const char *name, const char *source, GError **error);
/* Asks that its scratch folder outlive it, for qd_program_read_file. */
void        qd_program_keep_scratch   (QdProgram *program);
gboolean    qd_program_launch         (QdProgram *program, const char *const *argv, GError **error);
/* Once it has ended: the regular file `name` of its scratch folder (not a
 * link, at most `max_bytes`), or NULL with an error (G_IO_ERROR_NOT_FOUND
 * when it is not there). */
GBytes     *qd_program_read_file      (QdProgram *program, const char *name, gsize max_bytes, GError **error);
/* Sends `line` and a newline, by the deadline (g_get_monotonic_time(); 0:
 * none).  FALSE with an error when the program has gone, stopped reading or
 * the deadline passed. */
gboolean    qd_program_write_line     (QdProgram *program, const char *line, gint64 deadline_us,
                                       const gint *stop, GError **error);
/* The next line of its output, in *line (to free) when QD_PROGRAM_LINE. */
QdProgramRead qd_program_read_line    (QdProgram *program, gint64 deadline_us, const gint *stop, char **line);
/* Ends its input: a program that reads it sees its end. */
void        qd_program_close_input    (QdProgram *program);
/* All its output until it closes it (a solver's answer, not lines):
 * QD_PROGRAM_ENDED with *output, or QD_PROGRAM_TOO_LONG past `max_bytes`,
 * QD_PROGRAM_TIMEOUT, QD_PROGRAM_STOPPED. */
QdProgramRead qd_program_read_all     (QdProgram *program, gint64 deadline_us, const gint *stop, gsize max_bytes,
                                       GBytes **output);
/* After qd_program_end: whether it exited by itself with status 0. */
gboolean    qd_program_exited_ok      (QdProgram *program);
/* Bytes of output read since the last call (or the start). */
guint64     qd_program_take_read_bytes (QdProgram *program);

/* Ends the program: closes its input, waits up to `grace_ms` for it to
 * exit, then kills its process group (and, in the sandbox, every process of
 * its namespace) and reaps it.  Safe to call twice. */
void        qd_program_end            (QdProgram *program, guint grace_ms);
/* How it ended, in words ("exited with status 1", "killed by signal 11
 * (Segmentation fault)", "killed: CPU time limit"), after qd_program_end or
 * once QD_PROGRAM_ENDED was read; NULL while it runs. */
char       *qd_program_describe_end   (QdProgram *program);
gboolean    qd_program_is_sandboxed   (QdProgram *program);
/* Its stderr so far, the last 64 KB; never NULL. */
const char *qd_program_get_stderr     (QdProgram *program);
/* Its scratch folder as it sees it, the one place it may write (gone with
 * it, or removed by free). */
const char *qd_program_get_scratch    (QdProgram *program);
void        qd_program_free           (QdProgram *program);

/* The errors of a sandbox's setup (a folder closed to its user, a mount,
 * a user not mapped, bubblewrap failing before the program runs): this
 * machine's problem, never the program's. */
#define QD_PROGRAM_SETUP_ERROR (qd_program_setup_error_quark ())
GQuark      qd_program_setup_error_quark (void);

/* Whether the sandbox can be made here (or on the host for a Flatpak),
 * tried once a process; when not, *why (to free; may be NULL) says why and
 * what to do (core/qd-sandbox.h).  A process whose environment has
 * QD_PROGRAM_SANDBOX_CHECKED=1 takes it as tried by its parent (a grader's
 * games): nothing runs unconfined for it, a program whose sandbox fails
 * does not start. */
gboolean    qd_program_sandbox_available (char **why);
#define QD_PROGRAM_SANDBOX_CHECKED "QD_SANDBOX_CHECKED"
/* Removes the scratch folders on this machine that programs run unconfined
 * (or on the host) left when the process that ran them was killed: the
 * number removed. */
guint       qd_program_clean_stale      (void);
/* Inside a Flatpak, programs run on the host through flatpak-spawn
 * (--host, limits through prlimit): its path; NULL when they run here.  $QD_HOST_SPAWN names another program that takes flatpak-spawn's
 * options (the tests'). */
const char *qd_program_host_spawn       (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdProgram, qd_program_free)

G_END_DECLS
