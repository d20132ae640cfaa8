/* qd-search-practice.c — the questions of a state-space search's run; see
 * qd-search-practice.h. */
#include "config.h"
#include "qd-search-practice.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "qd-search-check.h"

static char *
event_name (const QdSearchRun *run, guint event)
{
  GString *text = g_string_new (NULL);

  qd_search_doc_state_text (qd_search_run_doc (run), qd_search_run_event_state (run, event), text);
  return g_string_free (text, FALSE);
}

/* Every state the run reached, by its key. */
static GHashTable *
names_of (const QdSearchRun *run)
{
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  guint n = qd_search_run_n_events (run);

  for (guint i = 0; i < n; i++)
    {
      char *name = event_name (run, i);

      g_hash_table_replace (names, qd_practice_name_key (name), name);
    }
  if (qd_search_run_is_bidirectional (run))
    qd_search_practice_bidir_names (names);
  return names;
}

static char *
canonical (const char *typed, gpointer data)
{
  g_autofree char *key = qd_practice_name_key (typed);
  const char *name = g_hash_table_lookup (data, key);

  return name != NULL ? g_strdup (name) : NULL;
}

char *
qd_search_practice_cell_name (const QdSearchRun *run, guint cell)
{
  guint n = qd_search_run_n_events (run);

  for (guint i = 0; i < n; i++)
    if (qd_search_run_event_cell (run, i) == cell)
      return event_name (run, i);
  return NULL;
}

static gboolean
best_first (QdSpaceAlgorithm a)
{
  return a == QD_SPACE_UCS || a == QD_SPACE_GREEDY || a == QD_SPACE_ASTAR || a == QD_SPACE_WASTAR
         || qd_space_algorithm_is_bidirectional (a);
}

/* The f question of a node, or nothing for the searches that order by depth. */
static void
add_f (QdPractice *practice, const QdSearchRun *run, guint step, const QdSearchEvent *e, const char *name)
{
  QdSpaceAlgorithm a = qd_search_run_settings (run)->algorithm;
  g_autofree char *g = qd_format_number_short_locale (e->g);
  g_autofree char *h = qd_format_number_short_locale (e->h);
  g_autofree char *f = qd_format_number_short_locale (e->f);
  g_autofree char *w = qd_format_number_short_locale (qd_search_run_settings (run)->weight);
  gboolean asks_g = a == QD_SPACE_UCS || a == QD_SPACE_BIDIR;
  g_autofree char *text = NULL, *why = NULL;
  const char *hint;

  switch (a)
    {
    case QD_SPACE_UCS:
    case QD_SPACE_BIDIR:
      why = g_strdup_printf (_("g is the cost of the path that reached %s: %s."), name, g);
      hint = _("g is its parent's g plus the cost of the step from it.");
      break;
    case QD_SPACE_GREEDY:
      why = g_strdup_printf (_("Greedy best-first search orders by h alone: f = h = %s at %s."), h, name);
      hint = _("Greedy best-first search uses f = h, the heuristic's estimate.");
      break;
    case QD_SPACE_WASTAR:
      why = g_strdup_printf (_("%s has g = %s and h = %s, so f = g + W·h = %s + %s·%s = %s."), name, g, h, g, w, h, f);
      hint = _("f = g + W·h: the cost so far plus the weighted estimate.");
      break;
    case QD_SPACE_ASTAR:
    case QD_SPACE_IDASTAR:
    case QD_SPACE_BIDIR_ASTAR:
      why = g_strdup_printf (_("%s has g = %s and h = %s, so f = g + h = %s."), name, g, h, f);
      hint = _("f = g + h: the cost so far plus the heuristic's estimate.");
      break;
    default:
      return;
    }
  text = g_strdup_printf (asks_g ? _("What is g at %s?") : _("What is f at %s?"), name);
  qd_practice_add_number (practice, QD_PRACTICE_LEVEL_STEP, step, text, asks_g ? e->g : e->f, why, hint);
}

QdPractice *
qd_search_practice_new (const QdSearchRun *run)
{
  QdPractice *practice = qd_practice_new (canonical, names_of (run), (GDestroyNotify) g_hash_table_unref);
  QdSpaceAlgorithm a = qd_search_run_settings (run)->algorithm;
  const QdSpaceResult *result = qd_search_run_result (run);
  guint n = qd_search_run_n_steps (run);

  for (guint k = 1; k < n; k++)
    {
      QdSearchStep s;
      g_autofree char *name = NULL, *why = NULL;
      const char *names[2];

      qd_search_run_step (run, k, &s);
      if (a == QD_SPACE_RBFS)
        {
          name = event_name (run, qd_search_run_step_event (run, k));
          qd_search_practice_add_rbfs (practice, run, k, &s, name);
          continue;
        }
      if (s.event.kind != QD_SEARCH_EVENT_EXPAND && !(s.event.kind == QD_SEARCH_EVENT_GOAL && best_first (a)))
        continue;
      name = event_name (run, qd_search_run_step_event (run, k));
      if (qd_space_algorithm_is_bidirectional (a))
        {
          /* The side, the node's g or f; the meeting comes at the end. */
          if (s.event.kind == QD_SEARCH_EVENT_EXPAND)
            {
              qd_search_practice_bidir_side (practice, run, k, &s.event, name);
              add_f (practice, run, k, &s.event, name);
            }
          continue;
        }
      why = qd_search_check_why_expansion (run, k);
      if (why == NULL)
        continue;
      names[0] = name;
      names[1] = NULL;
      qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, k,
                             _("Which node does the search take from the frontier next? Click it or type its name."),
                             names, name, why,
                             best_first (a) ? _("Look at the frontier's nodes and their values: the search takes the "
                                                "smallest first.")
                                            : _("Breadth-first search takes the oldest node of the frontier, "
                                                "depth-first search the newest."));
      add_f (practice, run, k, &s.event, name);
    }
  if (qd_search_run_is_bidirectional (run) && n > 0)
    qd_search_practice_bidir_end (practice, run, n - 1);
  else if (result != NULL && result->status == QD_SPACE_SOLVED && n > 0)
    {
      g_autofree char *cost = qd_format_number_short_locale (result->cost);
      g_autofree char *why = g_strdup_printf (_("The path's steps add up to %s."), cost);

      qd_practice_add_number (practice, QD_PRACTICE_LEVEL_END, n - 1, _("What does the path found cost?"),
                              result->cost, why, _("The cost of the path is the g of the goal node."));
    }
  return practice;
}
