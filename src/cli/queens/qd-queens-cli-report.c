/* qd-queens-cli-report.c — --successors, --report and --gif of
 * `quandary-cli queens` (qd-queens-cli-report.h). */
#include "config.h"
#include "qd-queens-cli-report.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "cli/qd-cli.h"
#include "core/qd-text.h"
#include "problems/queens/qd-queens-successors.h"
#include "render/queens/qd-queens-run-draw.h"
#include "render/queens/qd-queens-run-report.h"

void
qd_queens_cli_report_add_entries (GOptionContext *context, QdQueensCliReport *r)
{
  GOptionEntry entries[] = {
    { "successors", 0, 0, G_OPTION_ARG_NONE, &r->successors,
      N_("Print the start's h, each square's h, the best successors and the uphill moves with their "
         "probabilities (no search)"), NULL },
    { NULL }
  };
  GOptionGroup *main_group = g_option_context_get_main_group (context);

  if (main_group != NULL)
    g_option_group_add_entries (main_group, entries);
  else
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  qd_cli_report_add_entries (context, &r->report, TRUE);
}

static void
record_step (gpointer user_data, const QdLocalStep *step)
{
  QdQueensCliReport *r = user_data;

  qd_queens_record_step (r->record, r->q, step);
  if (r->on_step != NULL)
    r->on_step (r->user_data, step);
}

int
qd_queens_cli_report_begin (QdQueensCliReport *r, const char *path, const QdQueens *q, QdLocalOptions *local)
{
  const char *inputs[] = { path, NULL };
  const char *outputs[2];
  int n_outputs, checked;

  if (!qd_cli_report_check (&r->report))
    return QD_EXIT_USAGE;
  if (r->successors)
    {
      g_autofree char *text = NULL;

      if (q->n > QD_QUEENS_SUCCESSORS_MAX)
        {
          qd_cli_usage_error (_("--successors: a board of %u queens is too large (%u at most)"), q->n,
                              QD_QUEENS_SUCCESSORS_MAX);
          return QD_EXIT_USAGE;
        }
      text = qd_queens_successors_text (q);
      fputs (text, stdout);
      return QD_EXIT_OK;
    }
  if (qd_cli_report_wants_gif (&r->report) && q->n > QD_QUEENS_DRAW_MAX)
    {
      qd_cli_usage_error (_("--gif: a board of %u queens is too large to draw (%u at most)"), q->n,
                          QD_QUEENS_DRAW_MAX);
      return QD_EXIT_USAGE;
    }
  if ((n_outputs = qd_cli_report_outputs (&r->report, outputs)) < 0)
    return QD_EXIT_INPUT;
  if ((checked = qd_cli_check_outputs (inputs, NULL, outputs, (guint) n_outputs)) != QD_EXIT_OK)
    return checked;
  if (!qd_cli_report_any (&r->report))
    return QD_QUEENS_CLI_GO_ON;
  r->record = qd_queens_record_new (q);
  r->q = q;
  r->on_step = local->on_step;
  r->user_data = local->user_data;
  local->on_step = record_step;
  local->user_data = r;
  qd_cli_report_begin (&r->report);
  return QD_QUEENS_CLI_GO_ON;
}

int
qd_queens_cli_report_finish (QdQueensCliReport *r, const char *path, const char *algorithm, guint64 seed,
                             const QdLocalOptions *local, const QdQueens *q, QdLocalStatus end,
                             const QdLocalStats *stats, int status)
{
  QdQueensReportRun run = { path, algorithm, seed, local, r->record, q, end, stats };
  g_autoptr(GError) error = NULL;
  QdReport *built = NULL;
  QdAnimation *animation = NULL;

  if (r->record == NULL)
    return status;
  if (qd_cli_report_wanted (&r->report))
    built = qd_queens_run_report_new (&run, r->report.palette);
  if (qd_cli_report_wants_gif (&r->report) && (animation = qd_queens_animation_new (r->record, &error)) == NULL)
    {
      qd_cli_print_error (error);
      status = QD_EXIT_INPUT;
    }
  if (!qd_cli_report_finish (&r->report, built, animation))
    status = QD_EXIT_INPUT;
  return status;
}

void
qd_queens_cli_report_clear (QdQueensCliReport *r)
{
  qd_cli_report_clear (&r->report);
  g_clear_pointer (&r->record, qd_queens_record_free);
}

/* "rows R0 R1 …" at line `line` into a new board. */
static QdQueens *
parse_rows (const char *text, gsize length, guint line, GError **error)
{
  g_autofree char *copy = g_strndup (text, length);
  g_auto(GStrv) words = g_strsplit_set (copy, " \t", -1);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  QdQueens *q;

  for (guint i = 1; words[i] != NULL; i++)
    {
      guint64 v;

      if (*words[i] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (words[i], 10, 0, QD_QUEENS_MAX_N - 1, &v, NULL))
        {
          qd_text_line_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, line, _("“%s” is not a row number"),
                              words[i]);
          return NULL;
        }
      {
        guint row = (guint) v;

        g_array_append_val (rows, row);
      }
    }
  q = qd_queens_new (rows->len);
  if (q == NULL || !qd_queens_set (q, (const guint *) rows->data))
    {
      qd_queens_free (q);
      qd_text_line_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, line,
                          _("%u queens: each row must be below the number of queens"), rows->len);
      return NULL;
    }
  return q;
}

QdQueens *
qd_queens_cli_read_start (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) local = NULL;
  QdLineReader reader;
  const char *line;
  gsize length, size;

  if (!g_file_get_contents (path, &contents, &size, error))
    return NULL;
  qd_line_reader_init (&reader, contents, size);
  while (qd_line_reader_next (&reader, &line, &length))
    {
      QdQueens *q;

      qd_text_trim (&line, &length);
      if (length == 0 || *line == '#')
        continue;
      if (length < 4 || strncmp (line, "rows", 4) != 0 || (length > 4 && !g_ascii_isspace (line[4])))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: line %u: a line “rows R0 R1 …” is expected"),
                       path, reader.line);
          return NULL;
        }
      q = parse_rows (line, length, reader.line, &local);
      if (q == NULL)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: %s", path, local->message);
      return q;
    }
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%s: no line “rows R0 R1 …”"), path);
  return NULL;
}
