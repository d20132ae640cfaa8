/* qd-sweep-child.c — a quandary-cli sweep run as a child of the window
 * (qd-sweep-child.h). */
#include "config.h"
#include "qd-sweep-child.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include "core/qd-file.h"
#include "app/widgets/qd-widgets.h"

#define RAW_NAME "runs.raw"
#define POLL_MS 250
#define KILL_AFTER_S 5
/* What "finished" says of the child's stderr: its last lines. */
#define MESSAGE_LINES 6

struct _QdSweepChild
{
  GObject parent_instance;

  char *folder;
  char *raw_path;
  GSubprocess *process;
  GCancellable *cancellable;
  QdSweepRaw *raw;
  guint poll_id;
  guint kill_id;
  gint64 read_size;          /* the file's size when last read */
  gboolean reading;          /* a read on a worker */
  gboolean ended;            /* the child has exited: a last read, then "finished" */
  gint status;
  char *message;
};

G_DEFINE_FINAL_TYPE (QdSweepChild, qd_sweep_child, G_TYPE_OBJECT)

enum { SIGNAL_ROWS, SIGNAL_FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

char *
qd_sweep_child_find_cli (void)
{
  const char *env = g_getenv ("QD_CLI");
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      /* Installed side by side, or the build tree's src/app and src/cli. */
      const char *const tries[] = { "quandary-cli", "../cli/quandary-cli" };

      for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
        {
          g_autofree char *path = g_build_filename (dir, tries[i], NULL);

          if (g_file_test (path, G_FILE_TEST_IS_EXECUTABLE) && !g_file_test (path, G_FILE_TEST_IS_DIR))
            return g_canonicalize_filename (path, NULL);
        }
    }
  return g_find_program_in_path ("quandary-cli");
}

/* Sends `sig` to the running child's process group (its own: the games
 * and checks it runs are in it). */
static void
signal_group (QdSweepChild *self, int sig)
{
  const char *id = self->process != NULL && !self->ended ? g_subprocess_get_identifier (self->process) : NULL;

  if (id != NULL)
    kill (-(pid_t) g_ascii_strtoll (id, NULL, 10), sig);
}

/* ------------------------------------------------------------------ life */

static void
qd_sweep_child_dispose (GObject *object)
{
  QdSweepChild *self = QD_SWEEP_CHILD (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_clear_handle_id (&self->kill_id, g_source_remove);
  /* A window closed while its sweep runs: the sweep ends with it. */
  signal_group (self, SIGKILL);
  g_clear_object (&self->process);
  G_OBJECT_CLASS (qd_sweep_child_parent_class)->dispose (object);
}

static void
qd_sweep_child_finalize (GObject *object)
{
  QdSweepChild *self = QD_SWEEP_CHILD (object);

  if (self->folder != NULL)
    qd_file_remove_tree (self->folder);
  g_free (self->folder);
  g_free (self->raw_path);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->raw, qd_sweep_raw_free);
  g_free (self->message);
  G_OBJECT_CLASS (qd_sweep_child_parent_class)->finalize (object);
}

static void
qd_sweep_child_class_init (QdSweepChildClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = qd_sweep_child_dispose;
  object_class->finalize = qd_sweep_child_finalize;
  signals[SIGNAL_ROWS] = qd_signal_new (klass, "rows", 1, G_TYPE_POINTER);
  signals[SIGNAL_FINISHED] = qd_signal_new (klass, "finished", 2, G_TYPE_INT, G_TYPE_STRING);
}

static void
qd_sweep_child_init (QdSweepChild *self)
{
  self->cancellable = g_cancellable_new ();
  self->read_size = -1;
}

QdSweepChild *
qd_sweep_child_new (GError **error)
{
  g_autofree char *folder = g_dir_make_tmp ("quandary-sweep-XXXXXX", error);
  QdSweepChild *self;

  if (folder == NULL)
    return NULL;
  self = g_object_new (QD_TYPE_SWEEP_CHILD, NULL);
  self->folder = g_steal_pointer (&folder);
  self->raw_path = g_build_filename (self->folder, RAW_NAME, NULL);
  return self;
}

const char *
qd_sweep_child_get_folder (QdSweepChild *self)
{
  g_return_val_if_fail (QD_IS_SWEEP_CHILD (self), NULL);
  return self->folder;
}

const QdSweepRaw *
qd_sweep_child_get_raw (QdSweepChild *self)
{
  g_return_val_if_fail (QD_IS_SWEEP_CHILD (self), NULL);
  return self->raw;
}

gboolean
qd_sweep_child_is_running (QdSweepChild *self)
{
  g_return_val_if_fail (QD_IS_SWEEP_CHILD (self), FALSE);
  return self->process != NULL && !self->ended;
}

/* --------------------------------------------------------------- reading */

static void maybe_finish (QdSweepChild *self);
static void start_read (QdSweepChild *self);

static void
read_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  QdSweepRaw *raw = qd_sweep_raw_read (data, &error);

  if (raw == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, raw, (GDestroyNotify) qd_sweep_raw_free);
}

static void
on_read (GObject *source, GAsyncResult *result, gpointer data)
{
  QdSweepChild *self = QD_SWEEP_CHILD (source);
  g_autoptr(GError) error = NULL;
  QdSweepRaw *raw = g_task_propagate_pointer (G_TASK (result), &error);

  self->reading = FALSE;
  if (raw != NULL)
    {
      g_clear_pointer (&self->raw, qd_sweep_raw_free);
      self->raw = raw;
      g_signal_emit (self, signals[SIGNAL_ROWS], 0, self->raw);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) && self->ended && self->message == NULL)
    self->message = g_strdup (error->message);
  /* The file grew again while it was read, or the child ended meanwhile. */
  if (self->ended)
    maybe_finish (self);
}

static void
start_read (QdSweepChild *self)
{
  g_autoptr(GTask) task = g_task_new (self, self->cancellable, on_read, NULL);

  self->reading = TRUE;
  g_task_set_task_data (task, g_strdup (self->raw_path), g_free);
  g_task_run_in_thread (task, read_thread);
}

/* The file's size, or -1 when there is none yet. */
static gint64
raw_size (QdSweepChild *self)
{
  GStatBuf st;

  return g_stat (self->raw_path, &st) == 0 && S_ISREG (st.st_mode) ? (gint64) st.st_size : -1;
}

static gboolean
poll_raw (gpointer data)
{
  QdSweepChild *self = data;
  gint64 size;

  if (self->reading)
    return G_SOURCE_CONTINUE;
  size = raw_size (self);
  if (size > 0 && size != self->read_size)
    {
      self->read_size = size;
      start_read (self);
    }
  return G_SOURCE_CONTINUE;
}

/* After the child's end: one last read of what it wrote, then "finished". */
static void
maybe_finish (QdSweepChild *self)
{
  gint64 size;

  if (self->reading || self->poll_id == 0)
    return;
  size = raw_size (self);
  if (size > 0 && size != self->read_size)
    {
      self->read_size = size;
      start_read (self);
      return;
    }
  g_clear_handle_id (&self->poll_id, g_source_remove);
  g_clear_handle_id (&self->kill_id, g_source_remove);
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0, self->status, self->message != NULL ? self->message : "");
}

/* ----------------------------------------------------------------- child */

static void
child_setup (gpointer data)
{
  /* Its own process group (Stop interrupts it and the games it runs), and
   * no sweep outliving the window. */
  setpgid (0, 0);
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

/* The last lines of what it said on stderr. */
static char *
last_lines (GBytes *bytes)
{
  gsize length = 0;
  const char *text = bytes != NULL ? g_bytes_get_data (bytes, &length) : NULL;
  const char *start;
  guint lines = 0;

  if (text == NULL || length == 0)
    return NULL;
  while (length > 0 && (text[length - 1] == '\n' || text[length - 1] == '\r'))
    length--;
  for (start = text + length; start > text; start--)
    if (start[-1] == '\n' && ++lines == MESSAGE_LINES)
      break;
  /* The progress line of a terminal has no business here, nor bad UTF-8. */
  return g_utf8_make_valid (start, (gssize) (text + length - start));
}

static void
on_waited (GObject *source, GAsyncResult *result, gpointer data)
{
  QdSweepChild *self = data;   /* not referenced: disposing it cancels this */
  GSubprocess *process = G_SUBPROCESS (source);
  g_autoptr(GError) error = NULL;

  if (!g_subprocess_wait_finish (process, result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;   /* `self` is gone */
  if (g_subprocess_get_if_exited (process))
    self->status = g_subprocess_get_exit_status (process);
  else
    self->status = 128 + g_subprocess_get_term_sig (process);
  self->ended = TRUE;
  maybe_finish (self);
}

static void
on_communicated (GObject *source, GAsyncResult *result, gpointer data)
{
  QdSweepChild *self = data;   /* not referenced: disposing it cancels this */
  g_autoptr(GBytes) out = NULL, err = NULL;
  g_autoptr(GError) error = NULL;
  GSubprocess *process = G_SUBPROCESS (source);

  if (!g_subprocess_communicate_finish (process, result, &out, &err, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;   /* `self` is gone */
      self->message = g_strdup (error->message);
      /* The pipes failed: the child is killed, its end awaited below. */
      g_subprocess_force_exit (process);
    }
  else
    self->message = last_lines (err);
  g_subprocess_wait_async (process, self->cancellable, on_waited, self);
}

gboolean
qd_sweep_child_start (QdSweepChild *self, const char *const *args, const char *cwd, GError **error)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  char *cli;

  g_return_val_if_fail (QD_IS_SWEEP_CHILD (self), FALSE);
  g_return_val_if_fail (self->process == NULL, FALSE);
  if ((cli = qd_sweep_child_find_cli ()) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("quandary-cli was not found beside Quandary nor on the PATH: it runs the sweep"));
      return FALSE;
    }
  g_ptr_array_add (argv, cli);
  /* --raw right after the subcommand: what follows a "--" (a tournament's
   * game options) is not the command's to parse. */
  for (guint i = 0; args[i] != NULL; i++)
    {
      g_ptr_array_add (argv, g_strdup (args[i]));
      if (i == 0)
        {
          g_ptr_array_add (argv, g_strdup ("--raw"));
          g_ptr_array_add (argv, g_strdup (self->raw_path));
        }
    }
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE |
                                        G_SUBPROCESS_FLAGS_STDIN_INHERIT);
  /* Its output is read by the window, not by a person in some language. */
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_unsetenv (launcher, "LANGUAGE");
  if (cwd != NULL)
    g_subprocess_launcher_set_cwd (launcher, cwd);
  g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  self->process = g_subprocess_launcher_spawnv (launcher, (const char *const *) argv->pdata, error);
  if (self->process == NULL)
    return FALSE;
  g_subprocess_communicate_async (self->process, NULL, self->cancellable, on_communicated, self);
  self->poll_id = g_timeout_add (POLL_MS, poll_raw, self);
  return TRUE;
}

static gboolean
kill_child (gpointer data)
{
  QdSweepChild *self = data;

  self->kill_id = 0;
  signal_group (self, SIGKILL);
  return G_SOURCE_REMOVE;
}

void
qd_sweep_child_stop (QdSweepChild *self)
{
  g_return_if_fail (QD_IS_SWEEP_CHILD (self));
  if (self->process == NULL || self->ended || self->kill_id != 0)
    return;
  /* As Ctrl-C in a terminal: the whole group, the games it plays too. */
  signal_group (self, SIGINT);
  self->kill_id = g_timeout_add_seconds (KILL_AFTER_S, kill_child, self);
}
