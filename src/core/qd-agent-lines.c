/* qd-agent-lines.c — a line session with an outside program (qd-agent-lines.h). */
#include "config.h"
#include "qd-agent-lines.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

static void
prefix_where (QdAgentLines *lines, GError **error)
{
  if (error == NULL || *error == NULL || g_error_matches (*error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (lines->where != NULL)
    g_prefix_error (error, "%s: ", lines->where);
  else if (lines->locate != NULL)
    {
      g_autofree char *where = lines->locate (lines->data);

      g_prefix_error (error, "%s: ", where);
    }
}

static void
program_ended (QdAgentLines *lines, QdAgentError code, const char *what, GError **error)
{
  g_autofree char *how = qd_program_describe_end (lines->program);

  if (how != NULL)
    g_set_error (error, QD_AGENT_ERROR, code, "%s (%s)", what, how);
  else
    g_set_error_literal (error, QD_AGENT_ERROR, code, what);
}

gboolean
qd_agent_lines_start (QdAgentLines *lines, const QdAgentConfig *config, GError **error)
{
  lines->program = qd_agent_config_start (config, error);
  lines->where = _("start");
  lines->move_ms = config->start_ms > 0 ? config->start_ms : QD_AGENT_DEFAULT_START_MS;
  return lines->program != NULL;
}

gboolean
qd_agent_lines_ready (QdAgentLines *lines, const QdAgentConfig *config, GError **error)
{
  g_autofree char *ready = qd_agent_lines_read (lines, error);

  if (ready == NULL)
    return FALSE;
  if (!g_str_equal (ready, "ready"))
    {
      qd_agent_lines_refuse (lines, error, QD_AGENT_ERROR_PROTOCOL, ready, _("“ready” was expected"));
      return FALSE;
    }
  lines->move_ms = config->move_ms > 0 ? config->move_ms : QD_AGENT_DEFAULT_MOVE_MS;
  return TRUE;
}

gboolean
qd_agent_lines_send (QdAgentLines *lines, const char *line, GError **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) lines->move_ms * 1000;
  g_autoptr(GError) local = NULL;

  if (qd_program_write_line (lines->program, line, deadline, lines->stop, &local))
    return TRUE;
  if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_propagate_error (error, g_steal_pointer (&local));
  else if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_TIMED_OUT))
    g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TIMEOUT, _("it does not read its input"));
  else
    program_ended (lines, QD_AGENT_ERROR_ENDED, _("it ended"), error);
  prefix_where (lines, error);
  return FALSE;
}

char *
qd_agent_lines_read (QdAgentLines *lines, GError **error)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) lines->move_ms * 1000;

  for (;;)
    {
      char *line = NULL;
      QdProgramRead status = qd_program_read_line (lines->program, deadline, lines->stop, &line);

      if (status == QD_PROGRAM_LINE && g_strstrip (line)[0] != '\0')
        return line;
      g_free (line);
      if (status == QD_PROGRAM_LINE)
        continue;
      if (status == QD_PROGRAM_STOPPED)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("stopped"));
      else if (status == QD_PROGRAM_TIMEOUT)
        g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TIMEOUT, _("no answer within %g s"),
                     lines->move_ms / 1000.0);
      else if (status == QD_PROGRAM_TOO_LONG)
        g_set_error (error, QD_AGENT_ERROR, QD_AGENT_ERROR_TOO_LONG, _("it wrote a line too long"));
      else
        program_ended (lines, QD_AGENT_ERROR_ENDED, _("it ended"), error);
      prefix_where (lines, error);
      return NULL;
    }
}

void
qd_agent_lines_refuse (QdAgentLines *lines, GError **error, QdAgentError code, const char *line, const char *why)
{
  g_set_error (error, QD_AGENT_ERROR, code, _("“%s”: %s"), line, why);
  prefix_where (lines, error);
}

gboolean
qd_agent_lines_sandboxed (const QdAgentLines *lines)
{
  return lines->program != NULL && qd_program_is_sandboxed (lines->program);
}

void
qd_agent_lines_end (QdAgentLines *lines, gboolean polite)
{
  g_auto(GStrv) err = NULL;

  if (lines->program == NULL)
    return;
  if (polite)
    qd_program_write_line (lines->program, "quit", g_get_monotonic_time () + 100 * 1000, NULL, NULL);
  qd_program_end (lines->program, polite ? 500 : 0);
  err = g_strsplit (qd_program_get_stderr (lines->program), "\n", -1);
  for (guint i = g_strv_length (err); i-- > 0 && lines->last_words == NULL;)
    if (g_strstrip (err[i])[0] != '\0')
      lines->last_words = g_strdup (err[i]);
  g_clear_pointer (&lines->program, qd_program_free);
}
