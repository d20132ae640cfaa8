/* qd-agent.c — the agents' protocol over an outside program (qd-agent.h). */
#include "config.h"
#include "qd-agent.h"
#include "qd-text.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

/* After `quit`, the time an agent has to exit by itself. */
#define QUIT_GRACE_MS 200

struct _QdAgent {
  gint refs;
  /* One move at a time: a window's move that was stopped may still wind
   * down on its worker when the next one asks (that one waits, then finds
   * the program ended and starts it again). */
  GMutex lock;
  QdAgentConfig config;
  QdProgram *program;        /* NULL until started, and between moves of a once agent */
  char *id_name;
  char *id_author;
  GString *stderr_log;       /* the stderr of the processes that ended */
  GString *stderr_view;      /* that and the running one's */
  gboolean sandboxed;
  gint64 last_move_us;
  /* The snapshot of the last move's end (qd_agent_snapshot). */
  GMutex snapshot_lock;
  QdAgentSnapshot published;
};

G_DEFINE_QUARK (qd-agent-error-quark, qd_agent_error)

static const char *const error_words[] = { "start", "timeout", "ended", "protocol", "too-long", "illegal" };

const char *
qd_agent_error_keyword (const GError *error)
{
  if (error != NULL && error->domain == QD_AGENT_ERROR && error->code >= 0 &&
      (gsize) error->code < G_N_ELEMENTS (error_words))
    return error_words[error->code];
  return "other";
}

GError *
qd_agent_error_new_from_keyword (const char *keyword)
{
  const char *causes[G_N_ELEMENTS (error_words)] = {
    _("it did not start"), _("no move within its time"), _("it ended before its move"),
    _("a line the protocol has no place for"), _("more output than a move may have"), _("an illegal move"),
  };

  for (guint k = 0; k < G_N_ELEMENTS (error_words); k++)
    if (g_strcmp0 (keyword, error_words[k]) == 0)
      return g_error_new_literal (QD_AGENT_ERROR, (gint) k, causes[k]);
  return NULL;
}

QdAgent *
qd_agent_new (const QdAgentConfig *config)
{
  QdAgent *agent = g_new0 (QdAgent, 1);

  agent->refs = 1;
  g_mutex_init (&agent->lock);
  g_mutex_init (&agent->snapshot_lock);
  agent->config.name = g_strdup (config->name);
  agent->config.argv = g_strdupv (config->argv);
  agent->config.folder = g_strdup (config->folder);
  agent->config.mode = config->mode;
  agent->config.move_ms = config->move_ms != 0 ? config->move_ms : QD_AGENT_DEFAULT_MOVE_MS;
  agent->config.start_ms = config->start_ms != 0 ? config->start_ms : QD_AGENT_DEFAULT_START_MS;
  agent->config.memory_mb = config->memory_mb;
  agent->config.disk_mb = config->disk_mb;
  agent->config.processes = config->processes;
  agent->config.env = g_strdupv (config->env);
  agent->config.games = g_strdupv (config->games);
  agent->config.sandbox = config->sandbox;
  agent->stderr_log = g_string_new (NULL);
  agent->stderr_view = g_string_new (NULL);
  return agent;
}

gint64
qd_agent_get_last_move_us (QdAgent *agent)
{
  return agent->last_move_us;
}

/* The error of a read that gave no line, waiting for `ready` (the
 * handshake) or for a move. */
static void
set_read_error (QdAgent *agent, QdProgramRead status, gboolean handshake, GError **error)
{
  double seconds = (handshake ? agent->config.start_ms : agent->config.move_ms) / 1000.0;

  switch (status)
    {
    case QD_PROGRAM_TIMEOUT:
      if (handshake)
        g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TIMEOUT, _("no “ready” within %.3g s"), seconds);
      else
        g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TIMEOUT, _("no move within %.3g s"), seconds);
      break;
    case QD_PROGRAM_STOPPED:
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("stopped"));
      break;
    case QD_PROGRAM_TOO_LONG:
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TOO_LONG, _("a line of more than %u bytes"),
                   QD_PROGRAM_DEFAULT_MAX_LINE);
      break;
    case QD_PROGRAM_ENDED:
    case QD_PROGRAM_FAILED:
    case QD_PROGRAM_LINE:
    default:
      {
        g_autofree char *how = qd_program_describe_end (agent->program);

        if (how == NULL)
          how = g_strdup (_("closed its output"));
        if (handshake)
          g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_ENDED, _("it ended before “ready”: %s"), how);
        else
          g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_ENDED, _("it ended before its move: %s"), how);
      }
      break;
    }
}

static void
keep_stderr (QdAgent *agent)
{
  const char *text = qd_program_get_stderr (agent->program);

  g_string_append (agent->stderr_log, text);
  if (agent->stderr_log->len > 64 * 1024)
    g_string_erase (agent->stderr_log, 0, (gssize) (agent->stderr_log->len - 64 * 1024));
}

static void
stop_program (QdAgent *agent, gboolean polite)
{
  if (agent->program == NULL)
    return;
  if (polite)
    qd_program_write_line (agent->program, "quit", g_get_monotonic_time () + 100 * 1000, NULL, NULL);
  qd_program_end (agent->program, polite ? QUIT_GRACE_MS : 0);
  keep_stderr (agent);
  g_clear_pointer (&agent->program, qd_program_free);
}

QdProgram *
qd_agent_config_start (const QdAgentConfig *config, GError **error)
{
  QdProgramOptions options;
  g_autoptr(GError) local = NULL;
  QdProgram *program;

  qd_program_options_init (&options);
  options.folder = config->folder;
  options.memory_mb = config->memory_mb;
  options.disk_mb = config->disk_mb;
  options.processes = config->processes;
  options.env = (const char *const *) config->env;
  options.sandbox = config->sandbox;
  program = qd_program_start ((const char *const *) config->argv, &options, &local);
  if (program != NULL)
    return program;
  if (local->domain == QD_PROGRAM_SETUP_ERROR)
    g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_SETUP, _("its sandbox could not be set up: %s"), local->message);
  else
    g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("it could not start: %s"), local->message);
  return NULL;
}

/* Starts the program and shakes hands: `quandary 1`, `id …` lines, `ready`. */
static gboolean
start (QdAgent *agent, const gint *stop, GError **error)
{
  gint64 deadline;
  g_autoptr(GError) local = NULL;

  agent->program = qd_agent_config_start (&agent->config, error);
  if (agent->program == NULL)
    return FALSE;
  agent->sandboxed = qd_program_is_sandboxed (agent->program);
  deadline = g_get_monotonic_time () + (gint64) agent->config.start_ms * 1000;
  if (!qd_program_write_line (agent->program, "quandary 1", deadline, stop, &local))
    {
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_START, _("it does not read: %s"), local->message);
      return FALSE;
    }
  for (;;)
    {
      g_autofree char *line = NULL;
      QdProgramRead status = qd_program_read_line (agent->program, deadline, stop, &line);

      if (status != QD_PROGRAM_LINE)
        {
          set_read_error (agent, status, TRUE, error);
          return FALSE;
        }
      g_strstrip (line);
      if (g_str_equal (line, "ready"))
        return TRUE;
      if (g_str_has_prefix (line, "id name "))
        {
          g_free (agent->id_name);
          agent->id_name = g_strdup (g_strstrip (line + 8));
        }
      else if (g_str_has_prefix (line, "id author "))
        {
          g_free (agent->id_author);
          agent->id_author = g_strdup (g_strstrip (line + 10));
        }
      else if (line[0] != '\0')
        {
          g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_PROTOCOL,
                       _("“%s” where “id …” or “ready” was expected"), line);
          return FALSE;
        }
    }
}

/* The fields of an info line; FALSE when one is not a number or unknown. */
static gboolean
parse_info (char *line, QdAgentInfo *info, char ***pv)
{
  g_auto(GStrv) words = NULL;
  guint i;

  memset (info, 0, sizeof *info);
  if (g_str_has_prefix (line, "info string "))
    {
      info->text = line + strlen ("info string ");
      return TRUE;
    }
  words = g_strsplit_set (line, " \t", -1);
  for (i = 1; words[i] != NULL; i++)
    {
      const char *key = words[i];
      const char *value = words[i + 1];
      guint64 n;
      char *end;

      if (key[0] == '\0')
        continue;
      if (g_str_equal (key, "pv"))
        {
          GPtrArray *moves = g_ptr_array_new ();

          for (guint k = i + 1; words[k] != NULL; k++)
            if (words[k][0] != '\0')
              g_ptr_array_add (moves, g_strdup (words[k]));
          g_ptr_array_add (moves, NULL);
          *pv = (char **) g_ptr_array_free (moves, FALSE);
          info->pv = *pv;
          return TRUE;
        }
      if (value == NULL)
        return FALSE;
      i++;
      if (g_str_equal (key, "depth") && g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT, &n, NULL))
        info->has_depth = TRUE, info->depth = (guint) n;
      else if (g_str_equal (key, "nodes") && g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT64, &n, NULL))
        info->has_nodes = TRUE, info->nodes = n;
      else if (g_str_equal (key, "score") && (info->score = g_ascii_strtod (value, &end), *end == '\0' && end != value))
        info->has_score = TRUE;
      else
        return FALSE;
    }
  return TRUE;
}

static gboolean
send_position (QdAgent *agent, const char *game, const char *start_text, const char *const *moves,
               const char *after_moves, gint64 deadline, const gint *stop, GError **error)
{
  g_auto(GStrv) lines = g_strsplit (start_text, "\n", -1);
  g_autofree char *moves_line = NULL;
  g_autofree char *go = g_strdup_printf ("go movetime %u", agent->config.move_ms);
  g_autofree char *game_line = g_strconcat ("game ", game, NULL);
  guint n = g_strv_length (lines);

  /* The text's last newline ends its last line. */
  if (n > 0 && lines[n - 1][0] == '\0')
    g_clear_pointer (&lines[--n], g_free);
  {
    g_autofree char *joined = moves != NULL ? g_strjoinv (" ", (char **) moves) : g_strdup ("");

    moves_line = joined[0] != '\0' ? g_strconcat ("moves ", joined, NULL) : g_strdup ("moves");
  }
  if (!qd_program_write_line (agent->program, game_line, deadline, stop, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!qd_program_write_line (agent->program, lines[i], deadline, stop, error))
      return FALSE;
  if (!qd_program_write_line (agent->program, "end", deadline, stop, error) ||
      !qd_program_write_line (agent->program, moves_line, deadline, stop, error))
    return FALSE;
  if (after_moves != NULL)
    {
      g_auto(GStrv) more = g_strsplit (after_moves, "\n", -1);

      for (guint i = 0; more[i] != NULL; i++)
        if (more[i][0] != '\0' && !qd_program_write_line (agent->program, more[i], deadline, stop, error))
          return FALSE;
    }
  return qd_program_write_line (agent->program, go, deadline, stop, error);
}

/* One move of a started program: position, go, info lines, move. */
static gboolean
ask (QdAgent *agent, const char *game, const char *start_text, const char *const *moves, const char *after_moves,
     const gint *stop, QdAgentInfoFunc on_info, gpointer data, char **move, GError **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) agent->config.move_ms * 1000;
  g_autoptr(GError) local = NULL;
  guint64 output = 0;

  if (!send_position (agent, game, start_text, moves, after_moves, deadline, stop, &local))
    {
      if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&local));
      else if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
        g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TIMEOUT, _("it does not read its input"));
      else
        set_read_error (agent, QD_PROGRAM_ENDED, FALSE, error);
      return FALSE;
    }
  qd_program_take_read_bytes (agent->program);
  for (;;)
    {
      g_autofree char *line = NULL;
      QdProgramRead status = qd_program_read_line (agent->program, deadline, stop, &line);

      output += qd_program_take_read_bytes (agent->program);
      if (status == QD_PROGRAM_TOO_LONG || output > QD_AGENT_MAX_MOVE_OUTPUT)
        {
          g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TOO_LONG, _("more than %u bytes of output for one move"),
                       QD_AGENT_MAX_MOVE_OUTPUT);
          return FALSE;
        }
      if (status != QD_PROGRAM_LINE)
        {
          set_read_error (agent, status, FALSE, error);
          return FALSE;
        }
      g_strstrip (line);
      if (g_str_has_prefix (line, "move ") || g_str_equal (line, "move"))
        {
          *move = g_strdup (g_strstrip (line + 4));
          if (**move == '\0')
            {
              g_clear_pointer (move, g_free);
              g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_PROTOCOL, _("“move” without a move"));
              return FALSE;
            }
          return TRUE;
        }
      if (g_str_has_prefix (line, "info ") || g_str_equal (line, "info"))
        {
          QdAgentInfo info;
          g_auto(GStrv) pv = NULL;

          if (!parse_info (line, &info, &pv))
            {
              g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_PROTOCOL, _("an info line that cannot be read: “%s”"),
                           line);
              return FALSE;
            }
          if (on_info != NULL)
            on_info (data, &info);
          continue;
        }
      if (line[0] == '\0')
        continue;
      g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_PROTOCOL, _("“%s” where “info …” or “move …” was expected"),
                   line);
      return FALSE;
    }
}

/* The snapshot of now, for qd_agent_snapshot (under the move's lock). */
static void
publish (QdAgent *agent)
{
  g_autofree char *text = g_strdup (qd_agent_get_stderr (agent));

  g_mutex_lock (&agent->snapshot_lock);
  g_free (agent->published.name);
  agent->published.name = g_strdup (qd_agent_get_name (agent));
  g_free (agent->published.stderr_text);
  agent->published.stderr_text = g_steal_pointer (&text);
  agent->published.started = TRUE;
  agent->published.sandboxed = agent->sandboxed;
  agent->published.moves++;
  agent->published.last_move_us = agent->last_move_us;
  g_mutex_unlock (&agent->snapshot_lock);
}

void
qd_agent_snapshot (QdAgent *agent, QdAgentSnapshot *snapshot)
{
  g_mutex_lock (&agent->snapshot_lock);
  *snapshot = agent->published;
  /* Before its first move, its registry name or command (what it calls
   * itself comes with the handshake, on the worker). */
  snapshot->name = g_strdup (agent->published.started ? agent->published.name
                             : agent->config.name != NULL ? agent->config.name : agent->config.argv[0]);
  snapshot->stderr_text = g_strdup (agent->published.stderr_text != NULL ? agent->published.stderr_text : "");
  g_mutex_unlock (&agent->snapshot_lock);
}

void
qd_agent_snapshot_clear (QdAgentSnapshot *snapshot)
{
  g_clear_pointer (&snapshot->name, g_free);
  g_clear_pointer (&snapshot->stderr_text, g_free);
}

gboolean
qd_agent_play (QdAgent *agent, const char *game, const char *start_text, const char *const *moves, const gint *stop,
               QdAgentInfoFunc on_info, gpointer data, char **move, GError **error)
{
  return qd_agent_play_more (agent, game, start_text, moves, NULL, stop, on_info, data, move, error);
}

gboolean
qd_agent_play_more (QdAgent *agent, const char *game, const char *start_text, const char *const *moves,
                    const char *after_moves, const gint *stop, QdAgentInfoFunc on_info, gpointer data, char **move,
                    GError **error)
{
  G_GNUC_UNUSED g_autoptr(GMutexLocker) locker = g_mutex_locker_new (&agent->lock);
  gboolean ok;
  gint64 began;

  *move = NULL;
  if (agent->program == NULL && !start (agent, stop, error))
    {
      stop_program (agent, FALSE);
      return FALSE;
    }
  began = g_get_monotonic_time ();
  ok = ask (agent, game, start_text, moves, after_moves, stop, on_info, data, move, error);
  agent->last_move_us = g_get_monotonic_time () - began;
  /* After a failure the program is done with; a once agent ends each move. */
  if (!ok || agent->config.mode == QD_AGENT_MODE_ONCE)
    stop_program (agent, ok);
  publish (agent);
  return ok;
}

const char *
qd_agent_get_name (QdAgent *agent)
{
  if (agent->id_name != NULL)
    return agent->id_name;
  if (agent->config.name != NULL)
    return agent->config.name;
  return agent->config.argv[0];
}

const char *
qd_agent_get_author (QdAgent *agent)
{
  return agent->id_author;
}

const char *
qd_agent_get_stderr (QdAgent *agent)
{
  g_string_assign (agent->stderr_view, agent->stderr_log->str);
  if (agent->program != NULL)
    g_string_append (agent->stderr_view, qd_program_get_stderr (agent->program));
  return agent->stderr_view->str;
}

char *
qd_agent_get_last_stderr_line (QdAgent *agent)
{
  return qd_text_last_line (qd_agent_get_stderr (agent));
}

gboolean
qd_agent_is_sandboxed (QdAgent *agent)
{
  return agent->sandboxed;
}

QdAgent *
qd_agent_ref (QdAgent *agent)
{
  g_atomic_int_inc (&agent->refs);
  return agent;
}

void
qd_agent_free (QdAgent *agent)
{
  if (agent == NULL || !g_atomic_int_dec_and_test (&agent->refs))
    return;
  stop_program (agent, TRUE);
  g_mutex_clear (&agent->lock);
  g_mutex_clear (&agent->snapshot_lock);
  qd_agent_snapshot_clear (&agent->published);
  qd_agent_config_clear (&agent->config);
  g_free (agent->id_name);
  g_free (agent->id_author);
  g_string_free (agent->stderr_log, TRUE);
  g_string_free (agent->stderr_view, TRUE);
  g_free (agent);
}
