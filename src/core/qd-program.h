/* qd-program.h — one outside program (a student's agent or solver), started
 * confined, spoken to in lines, and always ended with no process left.
 *
 * The program runs in its own process group with rlimits on its address
 * space, CPU time, file size and (for a user other than root) processes.
 * Where bubblewrap runs, it runs inside it too: no network, the whole file
 * system read-only but a private scratch folder, a private /tmp, its own
 * process namespace (every process it starts dies with it).  Its stdin and
 * stdout are one socket (a write to a program that has gone never raises
 * SIGPIPE); its stderr is kept, the last 64 KB of it.  Inside a Flatpak it runs
 * on the host through flatpak-spawn, under the same limits (prlimit), in the
 * host's bubblewrap where that runs.
 *
 * Reading and writing block the calling thread (a worker's, never the
 * window's) until a line, the deadline, the stop flag or the program's end.
 * Nothing here knows a game or a protocol: core/qd-agent.h speaks the
 * agents' protocol over it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  QD_PROGRAM_SANDBOX_AUTO,   /* bubblewrap where it runs, else the rlimits alone */
  QD_PROGRAM_SANDBOX_OFF,    /* the rlimits alone */
} QdProgramSandbox;

typedef struct {
  const char *folder;        /* its working folder, readable; NULL: the current one */
  guint memory_mb;           /* address space; 0: QD_PROGRAM_DEFAULT_MEMORY_MB */
  guint cpu_seconds;         /* CPU time in all; 0: QD_PROGRAM_DEFAULT_CPU_SECONDS */
  guint file_mb;             /* the largest file it may write; 0: QD_PROGRAM_DEFAULT_FILE_MB */
  guint processes;           /* processes beside the user's; 0: QD_PROGRAM_DEFAULT_PROCESSES */
  gsize max_line;            /* the longest line read; 0: QD_PROGRAM_DEFAULT_MAX_LINE */
  QdProgramSandbox sandbox;
  const char *scratch;       /* its scratch folder (the caller's, kept: a grader puts
                              * its input there first); NULL: a new one, removed by free */
} QdProgramOptions;

#define QD_PROGRAM_DEFAULT_MEMORY_MB 2048
#define QD_PROGRAM_DEFAULT_CPU_SECONDS 600
#define QD_PROGRAM_DEFAULT_FILE_MB 64
#define QD_PROGRAM_DEFAULT_PROCESSES 64
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

/* Starts argv[0] (found in PATH; relative names from the working folder)
 * with argv.  NULL with an error naming the command when it cannot start
 * (not found, not executable, a folder that is not one). */
QdProgram  *qd_program_start          (const char *const *argv, const QdProgramOptions *options,
                                       GError **error);
/* Sends `line` and a newline, by the deadline (g_get_monotonic_time(); 0:
 * none).  FALSE with an error when the program has gone, stopped reading or
 * the deadline passed. */
gboolean    qd_program_write_line     (QdProgram *program, const char *line, gint64 deadline_us,
                                       const gint *stop, GError **error);
/* The next line of its output, in *line (to free) when QD_PROGRAM_LINE. */
QdProgramRead qd_program_read_line    (QdProgram *program, gint64 deadline_us, const gint *stop, char **line);
/* A scratch folder made as qd_program_start makes its own (where the host
 * sees it, in a Flatpak), for QdProgramOptions.scratch (to free; the
 * caller removes it). */
char       *qd_program_make_scratch   (GError **error);
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
/* Its scratch folder, the one place it may write (removed by free). */
const char *qd_program_get_scratch    (QdProgram *program);
void        qd_program_free           (QdProgram *program);

/* Whether bubblewrap runs here, or on the host for a Flatpak (tried once a
 * process). */
gboolean    qd_program_sandbox_available (void);
/* Inside a Flatpak, programs run on the host through flatpak-spawn
 * (--host, limits through prlimit): its path; NULL when they run here.  $QD_HOST_SPAWN names another program that takes flatpak-spawn's
 * options (the tests'). */
const char *qd_program_host_spawn       (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (QdProgram, qd_program_free)

G_END_DECLS
