/* qd-search-online-check.c — answers to `quandary-cli search MAZE --online
 * AGENT [--trials N] [--steps]` checked against the agent's own walk
 * (qd-search-online.h): the first line that differs is explained from the
 * rule that made it (LRTA*'s H update and choice of action, Online-DFS's
 * untried actions and unbacktracked cells). */
#include "config.h"
#include "problems/search/qd-search-online.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "core/qd-format.h"

typedef enum {
  LINE_OPTIMAL,
  LINE_H,       /* LRTA*'s "  H(R C) ← V (was W)" */
  LINE_MOVE,
  LINE_TRIAL,
} LineKind;

typedef struct {
  LineKind kind;
  guint trial;
  guint64 move;     /* of the trial, 1 the first; 0 for OPTIMAL */
  guint64 total;    /* moves over all trials up to this line */
} LineInfo;

struct _QdSearchOnlineCheck {
  QdSearchDoc *doc;
  QdSearchOnlineAgent agent;
  guint64 step_limit;
  double optimal;
  QdSearchOnline *online;
  QdCheckReference reference;
  GArray *lines;    /* LineInfo, one a line of the reference */
};

static void
add_line (QdSearchOnlineCheck *c, LineKind kind, guint64 total)
{
  LineInfo info = { kind, qd_search_online_trial (c->online), qd_search_online_n_moves (c->online), total };

  g_array_append_val (c->lines, info);
}

/* One trial walked, its lines appended; FALSE when stopped. */
static gboolean
walk_trial (QdSearchOnlineCheck *c, GString *out, gboolean steps, guint64 *total, const gint *stop)
{
  QdSearchOnlineMove m;
  QdSearchOnlineStatus status = QD_SEARCH_ONLINE_WALKING;

  while (status == QD_SEARCH_ONLINE_WALKING)
    {
      if (stop != NULL && g_atomic_int_get (stop))
        return FALSE;
      status = qd_search_online_step (c->online, &m);
      if (!qd_search_online_moved (c->online))
        continue;
      ++*total;
      if (!steps)
        continue;
      if (m.updated)
        add_line (c, LINE_H, *total);
      add_line (c, LINE_MOVE, *total);
      qd_search_online_append_move (out, c->doc->maze, qd_search_online_n_moves (c->online), &m);
    }
  if (status == QD_SEARCH_ONLINE_GOAL)
    {
      add_line (c, LINE_TRIAL, *total);
      qd_search_online_append_trial (out, c->online, c->optimal);
    }
  return TRUE;
}

QdSearchOnlineCheck *
qd_search_online_check_new (const QdSearchDoc *doc, QdSearchOnlineAgent agent, guint trials, guint64 step_limit,
                            gboolean steps, const gint *stop)
{
  g_autoptr(QdSearchOnlineCheck) c = g_new0 (QdSearchOnlineCheck, 1);
  GString *out = g_string_new (NULL);
  guint64 total = 0;

  c->doc = qd_search_doc_copy (doc);
  c->agent = agent;
  c->step_limit = step_limit;
  c->lines = g_array_new (FALSE, FALSE, sizeof (LineInfo));
  c->online = qd_search_online_new (doc->maze, agent, step_limit);
  c->optimal = qd_search_online_optimal (doc, stop);
  qd_search_online_append_optimal (out, c->optimal);
  add_line (c, LINE_OPTIMAL, 0);
  for (guint t = 0; t < MAX (trials, 1); t++)
    {
      if (t > 0)
        qd_search_online_new_trial (c->online);
      if (!walk_trial (c, out, steps, &total, stop))
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      if (qd_search_online_status (c->online) != QD_SEARCH_ONLINE_GOAL)
        break;
    }
  qd_check_reference_init (&c->reference, g_string_free (out, FALSE));
  return g_steal_pointer (&c);
}

void
qd_search_online_check_free (QdSearchOnlineCheck *c)
{
  if (c == NULL)
    return;
  qd_search_doc_free (c->doc);
  qd_search_online_free (c->online);
  qd_check_reference_clear (&c->reference);
  g_array_unref (c->lines);
  g_free (c);
}

const QdSearchOnline *
qd_search_online_check_agent (const QdSearchOnlineCheck *c)
{
  return c->online;
}

const char *
qd_search_online_check_text (const QdSearchOnlineCheck *c)
{
  return c->reference.text;
}

/* --- Explanations -------------------------------------------------------- */

static char *
cell_text (const QdSearchMaze *maze, guint cell)
{
  return g_strdup_printf ("%u %u", cell / maze->cols, cell % maze->cols);
}

/* A fresh agent walked to just after move `move` of trial `trial`; that
 * move in *m. */
static QdSearchOnline *
replay (const QdSearchOnlineCheck *c, guint trial, guint64 move, QdSearchOnlineMove *m)
{
  QdSearchOnline *o = qd_search_online_new (c->doc->maze, c->agent, c->step_limit);

  for (guint t = 1; t < trial; t++)
    {
      qd_search_online_run_trial (o, NULL);
      qd_search_online_new_trial (o);
    }
  while (qd_search_online_n_moves (o) < move && qd_search_online_step (o, m) == QD_SEARCH_ONLINE_WALKING)
    ;
  return o;
}

/* "up 1 + H(1 2) = 1 + 3 = 4; right h(1 1) = 3 (not tried)…": LRTA*-COST
 * of each action of `s` as the agent `o` knows them. */
static void
append_costs (GString *out, const QdSearchOnline *o, guint s)
{
  const QdSearchMaze *maze = qd_search_online_maze (o);
  guint step = maze->connect == 8 ? 1 : 2;

  for (guint d = 0; d < 8; d += step)
    {
      gint to = qd_search_maze_neighbour (maze, s, d);
      gint r = qd_search_online_result (o, s, d);

      if (to < 0)
        continue;
      if (out->len > 0)
        /* TRANSLATORS: between the values of two actions */
        g_string_append (out, _("; "));
      if (r < 0)
        {
          g_autofree char *h = qd_format_number (qd_search_online_h (o, s));

          /* TRANSLATORS: an action LRTA* has not tried: its cost is h(s). */
          g_string_append_printf (out, _("%s: not tried, h = %s"), qd_search_online_direction_name (d), h);
        }
      else
        {
          double cost = qd_search_maze_step_cost (maze, (guint) r, d), hv = qd_search_online_h_value (o, (guint) r);
          g_autofree char *cell = cell_text (maze, (guint) r);
          g_autofree char *ct = qd_format_number (cost), *ht = qd_format_number (hv);
          g_autofree char *sum = qd_format_number (cost + hv);

          /* TRANSLATORS: an action LRTA* has tried: c(s, a, s′) + H(s′) */
          g_string_append_printf (out, _("%s: %s + H(%s) = %s + %s = %s"), qd_search_online_direction_name (d), ct,
                                  cell, ct, ht, sum);
        }
    }
}

static void
explain_update (QdCheckResult *result, const QdSearchOnline *o, const QdSearchOnlineMove *m)
{
  const QdSearchMaze *maze = qd_search_online_maze (o);
  g_autofree char *s = cell_text (maze, m->h_cell), *now = cell_text (maze, m->from);
  g_autofree char *value = qd_format_number (m->h_new);
  g_autoptr(GString) costs = g_string_new (NULL);

  append_costs (costs, o, m->h_cell);
  qd_check_result_explain (result, _("LRTA* has come from %s to %s: it learns result[%s, a] and sets "
                                     "H(%s) ← min over the actions a of c(s, a, s′) + H(s′), "
                                     "or h(s) for an action not yet tried."), s, now, s, s);
  qd_check_result_explain (result, _("The actions of %s: %s; the least is %s."), s, costs->str, value);
}

static void
explain_lrta_move (QdCheckResult *result, const QdSearchOnline *o, const QdSearchOnlineMove *m)
{
  const QdSearchMaze *maze = qd_search_online_maze (o);
  g_autofree char *s = cell_text (maze, m->from);
  g_autoptr(GString) costs = g_string_new (NULL);

  append_costs (costs, o, m->from);
  qd_check_result_explain (result, _("In %s LRTA* takes the action of least c(s, a, s′) + H(s′) (h(s) when not "
                                     "tried), the first in the order up, right, down, left on a tie: %s; "
                                     "it moves %s."), s, costs->str, qd_search_online_direction_name (m->direction));
}

static void
explain_dfs_move (QdCheckResult *result, const QdSearchOnline *o, const QdSearchOnlineMove *m)
{
  const QdSearchMaze *maze = qd_search_online_maze (o);
  g_autofree char *s = cell_text (maze, m->from), *to = cell_text (maze, m->to);
  g_autoptr(GString) list = g_string_new (NULL);
  guint cells[8];

  if (!m->back)
    {
      guint bits = qd_search_online_untried (o, m->from) | (1u << m->direction);

      for (guint d = 0; d < 8; d++)
        if (bits & (1u << d))
          g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "", qd_search_online_direction_name (d));
      qd_check_result_explain (result, _("In %s the untried actions were %s: Online-DFS takes the first in the "
                                         "order up, right, down, left, %s, to %s."),
                               s, list->str, qd_search_online_direction_name (m->direction), to);
      return;
    }
  for (guint i = 0, n = qd_search_online_unbacktracked (o, m->from, cells, G_N_ELEMENTS (cells)); i < n; i++)
    {
      g_autofree char *cell = cell_text (maze, cells[i]);

      g_string_append_printf (list, "%s%s", i > 0 ? ", " : "", cell);
    }
  qd_check_result_explain (result, _("In %s no action is left untried: Online-DFS steps back to the cell on top of "
                                     "unbacktracked[%s], %s (a cell is pushed there when the agent reaches %s by an "
                                     "untried action)."), s, s, to, s);
  if (list->len > 0)
    qd_check_result_explain (result, _("Below it unbacktracked[%s] still holds %s."), s, list->str);
}

static void
explain_trial (QdCheckResult *result, const QdSearchOnlineCheck *c, const LineInfo *info)
{
  g_autofree char *optimal = qd_format_number (c->optimal);
  g_autofree char *goal = cell_text (c->doc->maze, c->doc->maze->goal);

  qd_check_result_explain (result, _("Trial %u ends when the agent reaches the goal %s: its cost is the sum of its "
                                     "%" PRIu64 " moves' costs, and its ratio that cost over the optimal %s "
                                     "(three decimals)."), info->trial, goal, (uint64_t) info->move, optimal);
}

static void
explain_line (gconstpointer data, QdCheckResult *result, guint index, const QdCheckText *given)
{
  const QdSearchOnlineCheck *c = data;
  const LineInfo *info;
  g_autoptr(QdSearchOnline) o = NULL;
  QdSearchOnlineMove m = { 0 };

  result->reference = g_strdup (c->reference.text);
  result->reference_line = index + 1;
  if (index >= c->lines->len)
    {
      qd_check_result_explain (result, _("The output ends with the last trial's line."));
      return;
    }
  info = &g_array_index (c->lines, LineInfo, index);
  /* The board where the rule was applied: before the move of an H or move
   * line, after the trial's last move for its trial line. */
  result->step = (gint64) info->total - (info->kind == LINE_H || info->kind == LINE_MOVE);
  if (info->kind == LINE_OPTIMAL)
    {
      qd_check_result_explain (result, _("The first line is the optimal cost, that of the cheapest path in the whole "
                                         "maze (uniform-cost search), which the agent does not know."));
      return;
    }
  if (info->kind == LINE_TRIAL)
    {
      explain_trial (result, c, info);
      return;
    }
  o = replay (c, info->trial, info->move, &m);
  if (info->kind == LINE_H)
    explain_update (result, o, &m);
  else if (c->agent == QD_SEARCH_ONLINE_LRTA)
    explain_lrta_move (result, o, &m);
  else
    explain_dfs_move (result, o, &m);
}

QdCheckResult *
qd_search_online_check_answer (const QdSearchOnlineCheck *c, const char *answer, gsize length, gboolean strict)
{
  g_autofree char *reason = NULL;

  if (!qd_check_is_text (answer, length, &reason))
    return qd_check_result_new_unreadable (reason);
  return qd_check_reference_answer (&c->reference, answer, length, strict, explain_line, c);
}
