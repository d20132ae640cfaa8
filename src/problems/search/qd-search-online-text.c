/* qd-search-online-text.c — the online agents' output lines
 * (`quandary-cli search FILE --online AGENT [--steps]`), the optimal cost
 * they are measured against, and the whole output for a worksheet's key. */
#include "config.h"
#include "problems/search/qd-search-online.h"

#include <inttypes.h>
#include <math.h>

#include "core/qd-format.h"
#include "problems/search/qd-search-run.h"

double
qd_search_online_optimal (const QdSearchDoc *doc, const gint *stop)
{
  QdSearchSettings settings;
  g_autoptr(QdSearchRun) run = NULL;
  const QdSpaceResult *r;

  qd_search_settings_init (&settings, doc);
  settings.algorithm = QD_SPACE_UCS;
  settings.heuristic = QD_SEARCH_H_ZERO;
  run = qd_search_run_new (doc, &settings);
  qd_search_run_solve (run, stop, NULL, NULL, NULL);
  r = qd_search_run_result (run);
  return r->status == QD_SPACE_SOLVED ? r->cost : NAN;
}

void
qd_search_online_append_optimal (GString *out, double optimal)
{
  g_autofree char *text = isnan (optimal) ? g_strdup ("none") : qd_format_number (optimal);

  g_string_append_printf (out, "optimal %s\n", text);
}

static void
append_cell (GString *out, const QdSearchMaze *maze, guint cell)
{
  g_string_append_printf (out, "%u %u", cell / maze->cols, cell % maze->cols);
}

void
qd_search_online_append_move (GString *out, const QdSearchMaze *maze, guint64 k, const QdSearchOnlineMove *m)
{
  g_autofree char *cost = qd_format_number (m->cost);

  if (m->updated)
    {
      g_autofree char *old = qd_format_number (m->h_old), *now = qd_format_number (m->h_new);

      g_string_append (out, "  H(");
      append_cell (out, maze, m->h_cell);
      g_string_append_printf (out, ") ← %s (was %s)\n", now, old);
    }
  g_string_append_printf (out, "  move %" PRIu64 ": ", k);
  append_cell (out, maze, m->from);
  g_string_append (out, " → ");
  append_cell (out, maze, m->to);
  g_string_append_printf (out, " %s%s cost %s\n", qd_search_online_direction_name (m->direction),
                          m->back ? " (back)" : "", cost);
}

void
qd_search_online_append_trial (GString *out, const QdSearchOnline *online, double optimal)
{
  g_autofree char *cost = qd_format_number (qd_search_online_cost (online));
  char ratio[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (ratio, sizeof ratio, "%.3f", qd_search_online_cost (online) / optimal);
  g_string_append_printf (out, "trial %u cost %s moves %" PRIu64 " ratio %s\n", qd_search_online_trial (online),
                          cost, qd_search_online_n_moves (online), ratio);
}

char *
qd_search_online_steps_text (const QdSearchDoc *doc, QdSearchOnlineAgent agent, guint trials)
{
  g_autoptr(QdSearchOnlineCheck) check = qd_search_online_check_new (doc, agent, trials, 0, TRUE, NULL);

  return g_strdup (qd_search_online_check_text (check));
}
