/* qd-search-run-rbfs.c — what a run of recursive best-first search adds to
 * the replay: the f-limit of each expansion, the backed-up values (BACKUP
 * events), and which nodes are regenerated.
 *
 * RBFS forgets a subtree when it backs up its value, and may come back to
 * it: the same node of the tree (the same path from the start) is then
 * expanded again and its successors generated again.  The engine does not
 * know that (it keeps nothing of a forgotten subtree); the log does: each
 * event's node gets a *place*, the path from the start as (the parent's
 * place, the action), numbered as first seen.  A GENERATE event whose place
 * was generated before is regenerated (`again`), an EXPAND event whose place
 * was expanded before is a re-expansion (`again`). */
#include "config.h"

#include "qd-search-run-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

void
qd_search_run_rbfs_begin (QdSearchRun *run)
{
  run->rbfs_places = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  run->rbfs_place_of = g_array_new (FALSE, FALSE, sizeof (guint32));
  run->rbfs_expanded = g_array_new (FALSE, TRUE, sizeof (guint8));
  run->rbfs_generated = g_array_new (FALSE, TRUE, sizeof (guint8));
}

void
qd_search_run_rbfs_end (QdSearchRun *run)
{
  g_clear_pointer (&run->rbfs_places, g_hash_table_unref);
  g_clear_pointer (&run->rbfs_place_of, g_array_unref);
  g_clear_pointer (&run->rbfs_expanded, g_array_unref);
  g_clear_pointer (&run->rbfs_generated, g_array_unref);
}

static guint32
place_of_event (const QdSearchRun *run, gint64 event)
{
  if (event < 0 || (guint64) event >= run->rbfs_place_of->len)
    return 0;
  return g_array_index (run->rbfs_place_of, guint32, event);
}

/* TRUE the first time; marks `place` in `seen`. */
static gboolean
first_time (GArray *seen, guint32 place)
{
  if (place >= seen->len)
    g_array_set_size (seen, place + 1);
  if (g_array_index (seen, guint8, place))
    return FALSE;
  g_array_index (seen, guint8, place) = 1;
  return TRUE;
}

/* Before `e` is logged as event run->n_events_w: its place and `again`.
 * `previous` is the node's latest event before this one (-1: none). */
void
qd_search_run_rbfs_mark (QdSearchRun *run, QdSearchEvent *e, gint64 previous)
{
  guint32 place = 0;

  if (run->rbfs_places == NULL || !run->logging)
    return;   /* the log is full: nothing more is marked */
  if (e->kind == QD_SEARCH_EVENT_GENERATE)
    {
      gint64 key = ((gint64) place_of_event (run, e->parent_event) << 32) | e->action;
      gpointer found = g_hash_table_lookup (run->rbfs_places, &key);

      if (found != NULL)
        place = GPOINTER_TO_UINT (found);
      else
        {
          place = g_hash_table_size (run->rbfs_places) + 1;
          g_hash_table_insert (run->rbfs_places, g_memdup2 (&key, sizeof key), GUINT_TO_POINTER (place));
        }
      e->again = !first_time (run->rbfs_generated, place);
    }
  else
    {
      place = previous >= 0 ? place_of_event (run, previous) : 0;
      if (e->kind == QD_SEARCH_EVENT_EXPAND)
        e->again = !first_time (run->rbfs_expanded, place);
    }
  if (run->rbfs_place_of->len <= run->n_events_w)
    g_array_set_size (run->rbfs_place_of, run->n_events_w + 1);
  g_array_index (run->rbfs_place_of, guint32, run->n_events_w) = place;
}

/* A number of the trace: at most two decimals, `inf` for ∞. */
static void
append_value (GString *out, double value)
{
  g_autofree char *text = NULL;
  locale_t saved;

  if (isinf (value))
    {
      g_string_append (out, "inf");
      return;
    }
  saved = qd_format_c_enter ();
  text = qd_format_number_short_locale (value);
  qd_format_c_leave (saved);
  g_string_append (out, text);
}

void
qd_search_run_rbfs_event_suffix (const QdSearchRun *run, const QdSearchEvent *e, GString *out)
{
  if (run->settings.algorithm != QD_SPACE_RBFS)
    return;
  if (e->kind == QD_SEARCH_EVENT_EXPAND)
    {
      g_string_append (out, " limit ");
      append_value (out, e->bound);
    }
  if (e->again && (e->kind == QD_SEARCH_EVENT_EXPAND || e->kind == QD_SEARCH_EVENT_GENERATE))
    g_string_append (out, " again");
}

/* The frontier at a step: a backed-up node is on it again (with its new F),
 * its successors forgotten. */
void
qd_search_run_rbfs_frontier_backup (const QdSearchRun *run, GHashTable *by_serial, guint event)
{
  const QdSearchEvent *e = qd_search_run_event_at (run, event);
  GHashTableIter iter;
  gpointer value;
  gint64 *key;

  g_hash_table_iter_init (&iter, by_serial);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      const QdSearchEvent *c = qd_search_run_event_at (run, GPOINTER_TO_UINT (value) - 1);
      gint64 p = c->parent_event;

      /* A child of the node: its parent's event is one of the node's own. */
      if (p >= 0 && (guint64) p < event && qd_search_run_event_at (run, (guint) p)->serial == e->serial)
        g_hash_table_iter_remove (&iter);
    }
  if (e->parent_event < 0)
    return;
  key = g_new (gint64, 1);
  *key = (gint64) e->serial;
  g_hash_table_insert (by_serial, key, GUINT_TO_POINTER (event + 1));
}

char *
qd_search_run_rbfs_step_text (const QdSearchRun *run, guint step, const QdSearchEvent *e, const char *name)
{
  g_autofree char *f = qd_format_number_short_locale (e->f);
  g_autofree char *limit = isinf (e->bound) ? g_strdup ("∞") : qd_format_number_short_locale (e->bound);

  if (e->kind == QD_SEARCH_EVENT_BACKUP)
    {
      if (isinf (e->f))
        /* TRANSLATORS: a step of RBFS in the search's list: nothing below the node reaches a goal */
        return g_strdup_printf (_("%u. back up %s · f ∞"), step + 1, name);
      /* TRANSLATORS: a step of RBFS in the search's list: "4. back up Rimnicu Vilcea · f 417" */
      return g_strdup_printf (_("%u. back up %s · f %s"), step + 1, name, f);
    }
  if (e->again)
    /* TRANSLATORS: a step of RBFS: a node expanded again after its subtree was forgotten */
    return g_strdup_printf (_("%u. expand %s again · f %s · limit %s"), step + 1, name, f, limit);
  /* TRANSLATORS: a step of RBFS in the search's list: "2. expand Sibiu · f 393 · limit 447" */
  return g_strdup_printf (_("%u. expand %s · f %s · limit %s"), step + 1, name, f, limit);
}

void
qd_search_run_rbfs_marks (const QdSearchRun *run, guint step, guint8 *marks)
{
  guint n_cells = qd_search_run_n_cells (run);
  guint n_steps = qd_search_run_n_steps (run);
  g_autoptr (GHashTable) expand_of = NULL;   /* node serial → its latest EXPAND event + 1 */
  guint last, cell;

  memset (marks, QD_SEARCH_RBFS_NONE, n_cells);
  if (n_cells == 0 || n_steps == 0 || run->settings.algorithm != QD_SPACE_RBFS)
    return;
  expand_of = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  last = qd_search_run_step_event (run, MIN (step, n_steps - 1));
  for (guint i = 0; i <= last; i++)
    {
      const QdSearchEvent *e = qd_search_run_event_at (run, i);
      guint expand;

      if (e->kind == QD_SEARCH_EVENT_EXPAND)
        g_hash_table_insert (expand_of, g_memdup2 (&e->serial, sizeof e->serial), GUINT_TO_POINTER (i + 1));
      if ((e->kind == QD_SEARCH_EVENT_EXPAND || e->kind == QD_SEARCH_EVENT_GENERATE)
          && (cell = qd_search_run_event_cell (run, i)) < n_cells)
        {
          /* Generated there again: no longer forgotten. */
          if (e->again)
            marks[cell] = QD_SEARCH_RBFS_REGENERATED;
          else if (marks[cell] == QD_SEARCH_RBFS_FORGOTTEN && e->fate != QD_SPACE_REPEATED)
            marks[cell] = QD_SEARCH_RBFS_NONE;
        }
      if (e->kind != QD_SEARCH_EVENT_BACKUP
          || (expand = GPOINTER_TO_UINT (g_hash_table_lookup (expand_of, &e->serial))) == 0)
        continue;
      /* Its successors, told right after its expansion. */
      for (guint k = expand; k < i; k++)
        {
          const QdSearchEvent *c = qd_search_run_event_at (run, k);

          if (c->kind != QD_SEARCH_EVENT_GENERATE || c->parent_event != (gint64) expand - 1)
            break;
          if (c->fate != QD_SPACE_REPEATED && (cell = qd_search_run_event_cell (run, k)) < n_cells)
            marks[cell] = QD_SEARCH_RBFS_FORGOTTEN;
        }
    }
}

void
qd_search_run_rbfs_statuses (const QdSearchRun *run, guint step, guint8 *status)
{
  guint n_cells = qd_search_run_n_cells (run);
  guint n = (guint) MIN (qd_search_run_n_events (run), (guint) G_MAXINT);
  g_autofree guint *events = g_new (guint, MAX (n, 1));
  guint k = qd_search_run_frontier_at (run, step, events, n), cell;

  for (guint i = 0; i < n_cells; i++)
    if (status[i] == QD_SEARCH_CELL_FRONTIER)
      status[i] = QD_SEARCH_CELL_UNSEEN;
  for (guint i = 0; i < k; i++)
    if ((cell = qd_search_run_event_cell (run, events[i])) < n_cells && status[cell] == QD_SEARCH_CELL_UNSEEN)
      status[cell] = QD_SEARCH_CELL_FRONTIER;
}
