/* qd-search-run-text.c — what a run writes: the command's output, --stats,
 * the trace (data/FORMATS.md "Search traces"), the window's step lines, and
 * the frontier at a step. */
#include "config.h"

#include "qd-search-run-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "qd-search-tiles.h"

static void
append_number (GString *out, double value)
{
  g_autofree char *text = qd_format_number (value);

  g_string_append (out, text);
}

/* g, h, f and a bound in the trace: at most two decimals, an integer without
 * a point, as the window shows costs (every digit of a double, such as h
 * 277.09384691833196, was noise to the reader); with '.' in every locale,
 * since a trace is a machine output.  The `cost` line keeps every digit: it
 * is the answer a student's own program must reproduce. */
static void
append_short_number (GString *out, double value)
{
  locale_t saved = qd_format_c_enter ();
  g_autofree char *text = qd_format_number_short_locale (value);

  qd_format_c_leave (saved);
  g_string_append (out, text);
}

char *
qd_search_run_path_text (const QdSearchRun *run)
{
  const QdSpaceResult *r = qd_search_run_result (run);
  GString *out = g_string_new (NULL);

  if (r == NULL || r->status != QD_SPACE_SOLVED)
    return g_string_free (out, FALSE);
  if (run->doc->kind == QD_SEARCH_TILES)
    for (guint k = 0; k < r->n_steps; k++)
      {
        qd_search_doc_action_text (run->doc, r->actions[k], out);
        g_string_append_c (out, '\n');
      }
  else
    for (guint k = 0; k <= r->n_steps; k++)
      {
        qd_search_doc_state_text (run->doc, r->states + (gsize) k * run->state_size, out);
        g_string_append_c (out, '\n');
      }
  return g_string_free (out, FALSE);
}

static const char *
status_line (QdSpaceStatus status, QdSpaceAlgorithm algorithm)
{
  switch (status)
    {
    case QD_SPACE_NO_SOLUTION: return algorithm == QD_SPACE_EHC ? "stuck" : "no solution";
    case QD_SPACE_CUTOFF: return "cutoff";
    default: return "stopped";
    }
}

char *
qd_search_run_output (const QdSearchRun *run)
{
  const QdSpaceResult *r = qd_search_run_result (run);
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (r != NULL, g_string_free (out, FALSE));
  if (r->status == QD_SPACE_SOLVED)
    {
      g_autofree char *path = qd_search_run_path_text (run);

      g_string_append (out, path);
      g_string_append (out, "cost ");
      append_number (out, r->cost);
      g_string_append_c (out, '\n');
    }
  else
    g_string_append_printf (out, "%s\n", status_line (r->status, run->settings.algorithm));
  g_string_append_printf (out, "expanded %" G_GUINT64_FORMAT "\ngenerated %" G_GUINT64_FORMAT "\n",
                          r->expanded, r->generated);
  return g_string_free (out, FALSE);
}

static gboolean
iterative (QdSpaceAlgorithm a)
{
  return a == QD_SPACE_IDDFS || a == QD_SPACE_IDASTAR || a == QD_SPACE_EHC;
}

char *
qd_search_run_stats_text (const QdSearchRun *run)
{
  const QdSpaceResult *r = qd_search_run_result (run);
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (r != NULL, g_string_free (out, FALSE));
  g_string_append_printf (out, "repeated %" G_GUINT64_FORMAT "\nfrontier-max %" G_GUINT64_FORMAT "\ndepth %u\n",
                          r->repeated, r->frontier_max, r->depth_max);
  if (iterative (run->settings.algorithm))
    g_string_append_printf (out, "iterations %u\n", r->iterations);
  qd_string_append_c (out, "time-ms %.3f\n", r->time_us / 1000.0);
  return g_string_free (out, FALSE);
}

static const char *
fate_word (QdSpaceFate fate)
{
  switch (fate)
    {
    case QD_SPACE_ADDED: return "add";
    case QD_SPACE_REPEATED: return "repeated";
    case QD_SPACE_BETTER: return "better";
    case QD_SPACE_GOAL: return "goal";
    default: return "cutoff";
    }
}

/* "NAME g G h H f F" of an event's node. */
static void
append_node (const QdSearchRun *run, guint index, const QdSearchEvent *e, GString *out)
{
  qd_search_doc_state_text (run->doc, qd_search_run_event_state (run, index), out);
  g_string_append (out, " g ");
  append_short_number (out, e->g);
  g_string_append (out, " h ");
  append_short_number (out, e->h);
  g_string_append (out, " f ");
  append_short_number (out, e->f);
}

static void
event_line (const QdSearchRun *run, guint index, const QdSearchEvent *e, GString *out)
{
  switch (e->kind)
    {
    case QD_SEARCH_EVENT_ITERATION:
      g_string_append_printf (out, "iteration %u %s ", e->number,
                              run->settings.algorithm == QD_SPACE_IDASTAR ? "bound"
                              : run->settings.algorithm == QD_SPACE_EHC ? "h" : "limit");
      append_short_number (out, e->bound);
      return;
    case QD_SEARCH_EVENT_EXPAND:
      g_string_append_printf (out, "expand %u ", e->number);
      if (qd_space_algorithm_is_bidirectional (run->settings.algorithm))
        g_string_append (out, e->side == 0 ? "forward " : "backward ");
      break;
    case QD_SEARCH_EVENT_GOAL:
      g_string_append_printf (out, "goal %u ", e->number);
      if (qd_space_algorithm_is_bidirectional (run->settings.algorithm))
        g_string_append (out, "meet ");
      break;
    case QD_SEARCH_EVENT_SUCCESSOR:
      g_string_append (out, "successor ");
      break;
    case QD_SEARCH_EVENT_BACKUP:
      g_string_append (out, "backup ");
      break;
    default:
      g_string_append_printf (out, "%s ", fate_word (e->fate));
      break;
    }
  append_node (run, index, e, out);
  qd_search_run_rbfs_event_suffix (run, e, out);
}

/* What the trace's `f` is under the run's algorithm ("f = g + h"), and the
 * greedy search's habit that surprises readers of AIMA 3rd edition. */
static void
append_f_comment (const QdSearchRun *run, GString *out)
{
  QdSpaceAlgorithm a = run->settings.algorithm;

  g_string_append_printf (out, "# %s: ", qd_space_algorithm_to_string (a));
  switch (a)
    {
    case QD_SPACE_ASTAR:
    case QD_SPACE_IDASTAR:
      g_string_append (out, "f = g + h\n");
      break;
    case QD_SPACE_WASTAR:
      g_string_append (out, "f = g + W·h, W = ");
      append_number (out, run->settings.weight);
      g_string_append_c (out, '\n');
      break;
    case QD_SPACE_UCS:
      g_string_append (out, "f = g\n");
      break;
    case QD_SPACE_BIDIR:
      g_string_append (out, "f = g, a uniform-cost search from each end; stop when the best meeting "
                            "cost <= the two frontiers' least g summed\n");
      break;
    case QD_SPACE_BIDIR_ASTAR:
      g_string_append (out, "f = g + h, h toward the goal forward and toward the start backward; stop when the "
                            "best meeting cost <= the larger of the two frontiers' least f\n");
      break;
    case QD_SPACE_RBFS:
      g_string_append (out, "f = max (g + h, the parent's f), backed up when a subtree is forgotten\n");
      break;
    case QD_SPACE_GREEDY:
      g_string_append (out, "f = h; a state may be expanded more than once: reached again at a lower g, "
                            "it is added again (AIMA 4th edition's reached table)\n");
      break;
    case QD_SPACE_EHC:
      g_string_append (out, "f = h; breadth-first from the current state until a successor with a smaller h, "
                            "which becomes the current state (an iteration); no solution means stuck, not none\n");
      break;
    default:
      g_string_append (out, "f = the node's depth\n");
      break;
    }
}

/* A puzzle's goal, whose default (the blank first) is not aima-python's (the
 * blank last): a trace of another goal would otherwise look merely wrong. */
static void
append_goal_comment (const QdSearchRun *run, GString *out)
{
  const QdSearchTiles *tiles = run->doc->tiles;

  if (run->doc->kind != QD_SEARCH_TILES)
    return;
  g_string_append (out, "# goal ");
  for (guint i = 0; i < tiles->rows * tiles->cols; i++)
    g_string_append_printf (out, i == 0 ? "%u" : i % tiles->cols == 0 ? "/%u" : " %u", tiles->goal[i]);
  g_string_append_c (out, '\n');
}

static char *
trace_text (const QdSearchRun *run, gboolean comments, GError **error)
{
  const QdSpaceResult *r = qd_search_run_result (run);
  guint n = qd_search_run_n_events (run);
  GString *out;

  if (r == NULL || !qd_search_run_replay_complete (run))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("the search took more than %u steps or %u events: too long for a trace"),
                   QD_SEARCH_RUN_MAX_STEPS, QD_SEARCH_RUN_MAX_EVENTS);
      return NULL;
    }
  out = g_string_new (NULL);
  if (comments)
    {
      append_f_comment (run, out);
      append_goal_comment (run, out);
    }
  for (guint i = 0; i < n; i++)
    {
      const QdSearchEvent *e = qd_search_run_event_at (run, i);

      if ((gint64) i == run->goal_event || e->kind == QD_SEARCH_EVENT_SUCCESSOR)
        continue;   /* the goal written last, after the depth-first searches unwind */
      if (e->kind == QD_SEARCH_EVENT_GENERATE)
        g_string_append (out, "  ");
      event_line (run, i, e, out);
      g_string_append_c (out, '\n');
    }
  if (run->goal_event >= 0)
    {
      event_line (run, (guint) run->goal_event, qd_search_run_event_at (run, (guint) run->goal_event), out);
      g_string_append_c (out, '\n');
    }
  else if (r->status != QD_SPACE_SOLVED)
    g_string_append_printf (out, "%s\n", status_line (r->status, run->settings.algorithm));
  return g_string_free (out, FALSE);
}

char *
qd_search_run_trace (const QdSearchRun *run, GError **error)
{
  return trace_text (run, TRUE, error);
}

char *
qd_search_run_trace_events (const QdSearchRun *run, GError **error)
{
  return trace_text (run, FALSE, error);
}

char *
qd_search_run_step_text (const QdSearchRun *run, guint step)
{
  guint index = qd_search_run_step_event (run, step);
  const QdSearchEvent *e = qd_search_run_event_at (run, index);
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *f = NULL, *bound = NULL;

  if (e->kind == QD_SEARCH_EVENT_ITERATION)
    {
      bound = qd_format_number_short_locale (e->bound);
      /* TRANSLATORS: a step of the search's list: "1. iteration 2, bound 366" */
      if (run->settings.algorithm == QD_SPACE_EHC)
        /* TRANSLATORS: a step of enforced hill climbing's list: "3. iteration 2, h 5" (the current state's h) */
        return g_strdup_printf (_("%u. iteration %u, h %s"), step + 1, e->number, bound);
      return run->settings.algorithm == QD_SPACE_IDASTAR
             ? g_strdup_printf (_("%u. iteration %u, bound %s"), step + 1, e->number, bound)
             : g_strdup_printf (_("%u. iteration %u, depth limit %s"), step + 1, e->number, bound);
    }
  qd_search_doc_state_text (run->doc, qd_search_run_event_state (run, index), name);
  if (run->settings.algorithm == QD_SPACE_RBFS && e->kind != QD_SEARCH_EVENT_GOAL)
    return qd_search_run_rbfs_step_text (run, step, e, name->str);
  f = qd_format_number_short_locale (e->f);
  if (e->kind == QD_SEARCH_EVENT_GOAL && !qd_space_algorithm_is_bidirectional (run->settings.algorithm))
    /* TRANSLATORS: a step of the search's list: "6. goal Bucharest · f 418" */
    return g_strdup_printf (_("%u. goal %s · f %s"), step + 1, name->str, f);
  if (qd_space_algorithm_is_bidirectional (run->settings.algorithm) && e->kind == QD_SEARCH_EVENT_GOAL)
    /* TRANSLATORS: a bidirectional search's last step: "11. meet at Rimnicu Vilcea · cost 418" */
    return g_strdup_printf (_("%u. meet at %s · cost %s"), step + 1, name->str, f);
  if (qd_space_algorithm_is_bidirectional (run->settings.algorithm))
    /* TRANSLATORS: a bidirectional search's step: "3. forward: expand Zerind · f 75" */
    return g_strdup_printf (e->side == 0 ? _("%u. forward: expand %s · f %s") : _("%u. backward: expand %s · f %s"),
                            step + 1, name->str, f);
  /* TRANSLATORS: a step of the search's list: "3. expand Rimnicu Vilcea · f 413" */
  return g_strdup_printf (_("%u. expand %s · f %s"), step + 1, name->str, f);
}

/* --- The frontier at a step ---------------------------------------------- */

static void
sort_keys (const QdSearchRun *run, const QdSearchEvent *e, double *k1, double *k2)
{
  *k2 = 0;
  switch (run->settings.algorithm)
    {
    case QD_SPACE_UCS:
    case QD_SPACE_BIDIR: *k1 = e->g; break;
    case QD_SPACE_BIDIR_ASTAR:
    case QD_SPACE_GREEDY: *k1 = e->h; break;
    case QD_SPACE_ASTAR:
    case QD_SPACE_WASTAR:
    case QD_SPACE_IDASTAR:
    case QD_SPACE_RBFS: *k1 = e->f; *k2 = e->h; break;
    default: *k1 = 0; break;
    }
}

static gint
compare_frontier (gconstpointer a, gconstpointer b, gpointer data)
{
  const QdSearchRun *run = data;
  const QdSearchEvent *ea = qd_search_run_event_at (run, *(const guint *) a);
  const QdSearchEvent *eb = qd_search_run_event_at (run, *(const guint *) b);
  double a1, a2, b1, b2;

  if (run->settings.algorithm == QD_SPACE_DFS || run->depth_first)
    {
      /* LIFO (depth-first: the deepest waiting first): the children of the later expansion first, each's first child first. */
      if (ea->parent_event != eb->parent_event)
        return ea->parent_event > eb->parent_event ? -1 : 1;
      return ea->serial < eb->serial ? -1 : ea->serial > eb->serial;
    }
  sort_keys (run, ea, &a1, &a2);
  sort_keys (run, eb, &b1, &b2);
  if (a1 != b1)
    return a1 < b1 ? -1 : 1;
  if (a2 != b2)
    return a2 < b2 ? -1 : 1;
  return ea->serial < eb->serial ? -1 : ea->serial > eb->serial;
}

static guint
state_hash (gconstpointer key, guint size)
{
  const guint8 *p = key;
  guint h = 5381;

  for (guint i = 0; i < size; i++)
    h = h * 33 + p[i];
  return h;
}

guint
qd_search_run_frontier_at (const QdSearchRun *run, guint step, guint *events, guint max)
{
  guint n_steps = qd_search_run_n_steps (run);
  gboolean graph = run->settings.memory == QD_SPACE_GRAPH
                   && !qd_space_algorithm_always_tree_like (run->settings.algorithm);
  g_autoptr(GHashTable) by_serial = NULL;
  g_autoptr(GHashTable) by_state = NULL;
  g_autoptr(GArray) live = NULL;
  GHashTableIter iter;
  gpointer value;
  guint last, n;

  if (n_steps == 0 || max == 0)
    return 0;
  last = qd_search_run_step_event (run, MIN (step, n_steps - 1));
  by_serial = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  by_state = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < last; i++)
    {
      const QdSearchEvent *e = qd_search_run_event_at (run, i);

      if (e->kind == QD_SEARCH_EVENT_ITERATION)
        {
          g_hash_table_remove_all (by_serial);
          g_hash_table_remove_all (by_state);
        }
      else if (e->kind == QD_SEARCH_EVENT_BACKUP)
        qd_search_run_rbfs_frontier_backup (run, by_serial, i);
      else if (e->kind == QD_SEARCH_EVENT_EXPAND
               || (run->depth_first && e->kind == QD_SEARCH_EVENT_GENERATE))
        g_hash_table_remove (by_serial, &e->serial);   /* depth-first: turned to */
      else if (e->kind == QD_SEARCH_EVENT_SUCCESSOR
               || (e->kind == QD_SEARCH_EVENT_GENERATE && e->fate != QD_SPACE_REPEATED && e->fate != QD_SPACE_CUT))
        {
          gint64 *key = g_new (gint64, 1);

          if (graph)
            {
              /* A better path supersedes the node of the same state. */
              guint h = state_hash (qd_search_run_event_state (run, i), run->state_size);
              gpointer old = g_hash_table_lookup (by_state, GUINT_TO_POINTER (h));

              if (old != NULL)
                {
                  const QdSearchEvent *o = qd_search_run_event_at (run, GPOINTER_TO_UINT (old) - 1);

                  if (memcmp (qd_search_run_event_state (run, GPOINTER_TO_UINT (old) - 1),
                              qd_search_run_event_state (run, i), run->state_size) == 0)
                    g_hash_table_remove (by_serial, &o->serial);
                }
              g_hash_table_insert (by_state, GUINT_TO_POINTER (h), GUINT_TO_POINTER (i + 1));
            }
          *key = (gint64) e->serial;
          g_hash_table_insert (by_serial, key, GUINT_TO_POINTER (i + 1));
        }
    }
  live = g_array_new (FALSE, FALSE, sizeof (guint));
  g_hash_table_iter_init (&iter, by_serial);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      guint index = GPOINTER_TO_UINT (value) - 1;

      g_array_append_val (live, index);
    }
  g_array_sort_with_data (live, compare_frontier, (gpointer) run);
  n = MIN (max, live->len);
  if (n > 0)
    memcpy (events, live->data, n * sizeof (guint));
  return n;
}
