/* qd-search-online-practice.c — practice on an online agent's first trial
 * (qd_search_online_practice_new): before each move, LRTA*'s update of H for
 * the cell it came from, then the cell it moves to; at the end the trial's
 * cost. */
#include "config.h"
#include "problems/search/qd-search-online.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"

/* "R C" for a cell; typed as "r c", "r,c", "(r, c)". */
static char *
cell_text (const QdSearchMaze *maze, guint cell)
{
  return g_strdup_printf ("%u %u", cell / maze->cols, cell % maze->cols);
}

static char *
canonical (const char *typed, gpointer data)
{
  const QdSearchMaze *maze = data;
  guint64 v[2];
  guint n = 0;
  const char *p = typed;

  while (*p != '\0' && n < 3)
    {
      char *end;

      if (!g_ascii_isdigit (*p))
        {
          if (*p != ' ' && *p != ',' && *p != '(' && *p != ')' && *p != '\t')
            return NULL;
          p++;
          continue;
        }
      if (n == 2)
        return NULL;
      v[n++] = g_ascii_strtoull (p, &end, 10);
      p = end;
    }
  if (n != 2 || v[0] >= maze->rows || v[1] >= maze->cols)
    return NULL;
  return g_strdup_printf ("%u %u", (guint) v[0], (guint) v[1]);
}

static void
add_update (QdPractice *practice, const QdSearchMaze *maze, guint k, const QdSearchOnlineMove *m)
{
  g_autofree char *cell = cell_text (maze, m->h_cell), *here = cell_text (maze, m->from);
  g_autofree char *value = qd_format_number_short_locale (m->h_new), *old = qd_format_number_short_locale (m->h_old);
  g_autofree char *text = g_strdup_printf (_("The agent has come from %s to %s. What is H(%s) now?"), cell, here, cell);
  g_autofree char *why = g_strdup_printf (_("H(%s) ← the least LRTA*-cost of its actions: %s (it was %s)."), cell,
                                          value, old);

  qd_practice_add_number (practice, m->h_new != m->h_old ? QD_PRACTICE_LEVEL_DECISION : QD_PRACTICE_LEVEL_STEP, k,
                          text, m->h_new, why,
                          _("Each action of the cell costs its step plus H of the cell it leads to, or h of the "
                            "cell itself when the agent has not tried it yet."));
}

static void
add_move (QdPractice *practice, QdSearchOnlineAgent agent, const QdSearchMaze *maze, guint k,
          const QdSearchOnlineMove *m)
{
  g_autofree char *to = cell_text (maze, m->to), *from = cell_text (maze, m->from);
  g_autofree char *why = NULL;
  const char *names[2] = { to, NULL };

  if (agent == QD_SEARCH_ONLINE_LRTA)
    why = g_strdup_printf (_("From %s, the move to %s has the least LRTA*-cost (the first in the order up, right, "
                             "down, left at a tie)."), from, to);
  else if (m->back)
    why = g_strdup_printf (_("Every action of %s has been tried: the agent steps back to %s, the cell it came "
                             "from."), from, to);
  else
    why = g_strdup_printf (_("%s is the first untried action's cell from %s (up, right, down, left)."), to, from);
  qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, k,
                         _("Which cell does the agent move to next? Click it or type its row and column."), names, to,
                         why,
                         agent == QD_SEARCH_ONLINE_LRTA
                           ? _("Work out each action's LRTA*-cost; the agent takes the smallest.")
                           : _("Online-DFS takes its untried actions in order, and steps back when none is left."));
}

QdPractice *
qd_search_online_practice_new (const QdSearchMaze *maze, QdSearchOnlineAgent agent)
{
  g_autoptr(QdSearchOnline) online = qd_search_online_new (maze, agent, 0);
  QdSearchMaze *copy = qd_search_maze_copy (maze);
  QdPractice *practice = qd_practice_new (canonical, copy, (GDestroyNotify) qd_search_maze_free);
  QdSearchOnlineStatus status = QD_SEARCH_ONLINE_WALKING;
  guint k = 0;

  while (status == QD_SEARCH_ONLINE_WALKING && k < QD_SEARCH_ONLINE_PRACTICE_MOVES)
    {
      QdSearchOnlineMove m;

      status = qd_search_online_step (online, &m);
      if (!qd_search_online_moved (online))
        break;
      if (m.updated)
        add_update (practice, copy, k, &m);
      add_move (practice, agent, copy, k, &m);
      k++;
    }
  if (status == QD_SEARCH_ONLINE_GOAL)
    {
      g_autofree char *cost = qd_format_number_short_locale (qd_search_online_cost (online));
      g_autofree char *why = g_strdup_printf (_("The trial's moves add up to %s."), cost);

      qd_practice_add_number (practice, QD_PRACTICE_LEVEL_END, k, _("What did the trial cost?"),
                              qd_search_online_cost (online), why, _("Add up the cost of every move of the trial."));
    }
  else
    qd_practice_set_note (practice, _("The questions stop after the first moves of a long trial."));
  return practice;
}
