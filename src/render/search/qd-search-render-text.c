/* qd-search-render-text.c — a search's steps, results and documents in
 * words, for the window's lines, the screen reader and the animation's band
 * (qd-search-render.h). */
#include "config.h"
#include "qd-search-render-private.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "core/qd-format.h"
#include "problems/search/qd-search-maze.h"
#include "problems/search/qd-search-route.h"
#include "problems/search/qd-search-tiles.h"

/* The node of an event in words: "Sibiu", "row 3, column 5", "the start",
 * "the board after left". */
static char *
node_text (const QdSearchRun *run, guint e, const QdSearchEvent *event)
{
  const QdSearchDoc *doc = qd_search_run_doc (run);
  g_autoptr(GString) out = g_string_new (NULL);

  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      qd_search_doc_state_text (doc, qd_search_run_event_state (run, e), out);
      return g_string_free (g_steal_pointer (&out), FALSE);
    case QD_SEARCH_MAZE:
      {
        guint cell = qd_search_run_event_cell (run, e);

        /* TRANSLATORS: a maze's cell, row and column from 0 */
        return g_strdup_printf (_("row %u, column %u"), cell / doc->maze->cols, cell % doc->maze->cols);
      }
    case QD_SEARCH_TILES:
    default:
      if (event->action == QD_SPACE_ACTION_NONE)
        return g_strdup (_("the start"));
      qd_search_doc_action_text (doc, event->action, out);
      /* TRANSLATORS: a sliding-tile board reached by moving the blank ("up", "left"…) */
      return g_strdup_printf (_("the board after %s"), out->str);
    }
}

char *
qd_search_render_order_text (const QdSearchRun *run, const QdSearchEvent *event, gboolean label)
{
  const QdSearchSettings *s = qd_search_run_settings (run);
  g_autofree char *f = qd_format_number_short_locale (event->f);
  g_autofree char *g = qd_format_number_short_locale (event->g);
  g_autofree char *h = qd_format_number_short_locale (event->h);
  g_autofree char *w = qd_format_number_short_locale (s->weight);

  switch (s->algorithm)
    {
    case QD_SPACE_ASTAR:
    case QD_SPACE_IDASTAR:
      return label ? g_strdup_printf ("%s = %s + %s", f, g, h) : g_strdup_printf ("f = g + h = %s + %s = %s", g, h, f);
    case QD_SPACE_WASTAR:
      return label ? g_strdup_printf ("%s = %s + %s·%s", f, g, w, h)
                   : g_strdup_printf ("f = g + w · h = %s + %s · %s = %s", g, w, h, f);
    case QD_SPACE_RBFS:
      return label ? g_strdup (f) : g_strdup_printf ("f = max (g + h, f of the parent) = %s", f);
    case QD_SPACE_UCS:
      return g_strdup_printf (label ? "g %s" : "g = %s", g);
    case QD_SPACE_GREEDY:
    case QD_SPACE_EHC:
      return g_strdup_printf (label ? "h %s" : "h = %s", h);
    case QD_SPACE_BIDIR_ASTAR:
      if (label)
        return NULL;
      /* TRANSLATORS: bidirectional A*: each side's f adds its own g and h */
      return event->side == 0 ? g_strdup_printf (_("f = g + h = %s + %s = %s (g from the start, h to the goal)"), g, h, f)
                              : g_strdup_printf (_("f = g + h = %s + %s = %s (g from the goal, h to the start)"), g, h, f);
    case QD_SPACE_BIDIR:
      if (label)
        return NULL;
      /* TRANSLATORS: bidirectional uniform-cost search: g counts from the side's own end */
      return event->side == 0 ? g_strdup_printf (_("g = %s from the start"), g)
                              : g_strdup_printf (_("g = %s from the goal"), g);
    default:
      /* TRANSLATORS: the depth of a node in a search tree */
      return label ? NULL : g_strdup_printf (_("depth %u"), event->depth);
    }
}

char *
qd_search_render_step_text (const QdSearchRun *run, guint step)
{
  guint n = qd_search_run_n_steps (run);
  QdSearchStep s;
  g_autofree char *node = NULL;
  g_autofree char *order = NULL;

  if (step == G_MAXUINT || step >= n)
    return qd_search_render_result_text (run);
  qd_search_run_step (run, step, &s);
  switch (s.event.kind)
    {
    case QD_SEARCH_EVENT_ITERATION:
      {
        g_autofree char *bound = qd_format_number_short_locale (s.event.bound);

        return qd_search_run_settings (run)->algorithm == QD_SPACE_IDASTAR
          /* TRANSLATORS: IDA*'s iterations: each searches the nodes with f = g + h up to a bound */
          ? g_strdup_printf (_("Iteration %u: f-bound %s"), s.event.number, bound)
          : g_strdup_printf (_("Iteration %u: depth limit %s"), s.event.number, bound);
      }
    case QD_SEARCH_EVENT_GOAL:
      {
        g_autofree char *g = qd_format_number_short_locale (s.event.g);

        node = node_text (run, s.event_index, &s.event);
        /* TRANSLATORS: the goal found; the place, cell or board, then the path's cost */
        return g_strdup_printf (_("Goal reached: %s, path cost g = %s"), node, g);
      }
    case QD_SEARCH_EVENT_BACKUP:
      {
        g_autofree char *f = qd_format_number_short_locale (s.event.f);

        node = node_text (run, s.event_index, &s.event);
        /* TRANSLATORS: RBFS returns from a node: the least f of its successors replaces its own */
        return g_strdup_printf (_("Backing up %s: f = %s, its successors forgotten"), node,
                                isinf (s.event.f) ? "∞" : f);
      }
    case QD_SEARCH_EVENT_EXPAND:
    default:
      node = node_text (run, s.event_index, &s.event);
      if (qd_search_run_settings (run)->algorithm == QD_SPACE_RBFS)
        {
          g_autofree char *limit = isinf (s.event.bound) ? g_strdup ("∞") : qd_format_number_short_locale (s.event.bound);

          order = qd_search_render_order_text (run, &s.event, FALSE);
          /* TRANSLATORS: RBFS: "Expanding Sibiu: f = … = 393, f-limit 447" */
          return g_strdup_printf (s.event.again ? _("Expanding %s again: %s, f-limit %s") : _("Expanding %s: %s, f-limit %s"),
                                  node, order, limit);
        }
      order = qd_search_render_order_text (run, &s.event, FALSE);
      /* TRANSLATORS: "Expanding Rimnicu Vilcea: f = g + h = 220 + 193 = 413" */
      return g_strdup_printf (_("Expanding %s: %s"), node, order);
    }
}

char *
qd_search_render_practice_step_text (const QdSearchRun *run, guint step, gboolean hide_current,
                                     gboolean hide_current_f)
{
  QdSearchStep s;
  g_autofree char *node = NULL;

  if (step == G_MAXUINT || step >= qd_search_run_n_steps (run) || (!hide_current && !hide_current_f))
    return qd_search_render_step_text (run, step);
  if (hide_current)
    return step > 0 ? qd_search_render_step_text (run, step - 1) : qd_search_render_doc_text (qd_search_run_doc (run));
  qd_search_run_step (run, step, &s);
  if (s.event.kind == QD_SEARCH_EVENT_ITERATION)
    return qd_search_render_step_text (run, step);
  node = node_text (run, s.event_index, &s.event);
  /* TRANSLATORS: practice: the node expanded, its f asked so not told */
  return g_strdup_printf (_("Expanding %s"), node);
}

char *
qd_search_render_result_text (const QdSearchRun *run)
{
  const QdSpaceResult *r = qd_search_run_result (run);
  g_autofree char *counts = NULL;

  if (r == NULL)
    return g_strdup (_("Not searched yet."));
  counts = g_strdup_printf (_("%'" PRIu64 " expanded, %'" PRIu64 " generated"), r->expanded, r->generated);
  switch (r->status)
    {
    case QD_SPACE_SOLVED:
      {
        g_autofree char *cost = qd_format_number_short_locale (r->cost);

        return g_strdup_printf (ngettext ("A path of %u step, cost %s: %s.", "A path of %u steps, cost %s: %s.",
                                          r->n_steps),
                                r->n_steps, cost, counts);
      }
    case QD_SPACE_NO_SOLUTION:
      if (qd_search_run_settings (run)->algorithm == QD_SPACE_EHC)
        return g_strdup_printf (_("Stuck: a breadth-first search found no state with a smaller h than the "
                                  "current one; a solution may still exist (%s)."), counts);
      if (!qd_search_doc_is_solvable (qd_search_run_doc (run)))
        return g_strdup (_("No solution: the start’s tiles are of the other parity than the goal’s, so no "
                           "sequence of moves reaches it (nothing was searched)."));
      return g_strdup_printf (_("No solution: every state the search could reach was searched (%s)."), counts);
    case QD_SPACE_CUTOFF:
      return g_strdup_printf (_("Cutoff: the depth limit kept nodes from being expanded, and no goal was "
                                "found above it (%s)."), counts);
    case QD_SPACE_STOPPED:
    default:
      switch (r->stop_reason)
        {
        case QD_SPACE_STOP_NODES:
          return qd_search_run_settings (run)->algorithm == QD_SPACE_ASTAR
                   && qd_search_run_doc (run)->kind == QD_SEARCH_TILES
            ? g_strdup_printf (_("Stopped at the node limit (%s). IDA* keeps only the current path in memory: "
                                 "try it on large puzzles."), counts)
            : g_strdup_printf (_("Stopped at the node limit (%s)."), counts);
        case QD_SPACE_STOP_TIME:
          return g_strdup_printf (_("Stopped at the time limit (%s)."), counts);
        default:
          return g_strdup_printf (_("Stopped (%s)."), counts);
        }
    }
}

char *
qd_search_render_doc_text (const QdSearchDoc *doc)
{
  switch (doc->kind)
    {
    case QD_SEARCH_ROUTE:
      {
        const QdSearchRoute *route = doc->route;
        g_autofree char *places = g_strdup_printf (ngettext ("%u place", "%u places", route->n_places),
                                                   route->n_places);
        g_autofree char *roads = g_strdup_printf (ngettext ("%u road", "%u roads", route->roads->len),
                                                  route->roads->len);

        if (route->n_places == 0)
          return g_strdup (_("A route map without places."));
        /* TRANSLATORS: "A route map of 20 places and 23 roads, from Arad to Bucharest." */
        return g_strdup_printf (_("A route map of %s and %s, from %s to %s."), places, roads,
                                route->names[route->start], route->names[route->goal]);
      }
    case QD_SEARCH_MAZE:
      {
        const QdSearchMaze *maze = doc->maze;

        /* TRANSLATORS: "A 7 × 11 maze, 4-connected, from row 1, column 1 to row 5, column 9." */
        return g_strdup_printf (_("A %u × %u maze, %u-connected, from row %u, column %u to row %u, column %u."),
                                maze->rows, maze->cols, maze->connect, maze->start / maze->cols,
                                maze->start % maze->cols, maze->goal / maze->cols, maze->goal % maze->cols);
      }
    case QD_SEARCH_TILES:
    default:
      {
        const QdSearchTiles *tiles = doc->tiles;

        return qd_search_tiles_solvable (tiles)
          ? g_strdup_printf (_("A %u × %u sliding-tile puzzle."), tiles->rows, tiles->cols)
          : g_strdup_printf (_("A %u × %u sliding-tile puzzle that cannot be solved (its parity)."), tiles->rows,
                             tiles->cols);
      }
    }
}

char *
qd_search_render_board_text (const QdSearchDoc *doc, const QdSearchRun *run, guint step, guint cell)
{
  const QdSearchTiles *tiles = doc->tiles;
  guint n = tiles->rows * tiles->cols;
  g_autofree guint8 *numbers = g_new (guint8, n);
  guint goal_cell = 0;

  memcpy (numbers, tiles->start, n);
  if (run != NULL && qd_search_run_n_steps (run) > 0)
    {
      guint s = step == G_MAXUINT ? qd_search_run_n_steps (run) - 1 : MIN (step, qd_search_run_n_steps (run) - 1);

      qd_search_tiles_from_canonical (tiles, qd_search_run_event_state (run, qd_search_run_step_event (run, s)),
                                      numbers);
    }
  if (cell >= n)
    return NULL;
  if (numbers[cell] == 0)
    /* TRANSLATORS: a cell of a sliding-tile board, row and column from 1 */
    return g_strdup_printf (_("Row %u, column %u: the blank"), cell / tiles->cols + 1, cell % tiles->cols + 1);
  for (guint i = 0; i < n; i++)
    if (tiles->goal[i] == numbers[cell])
      goal_cell = i;
  if (goal_cell == cell)
    return g_strdup_printf (_("Row %u, column %u: tile %u, in its place"), cell / tiles->cols + 1,
                            cell % tiles->cols + 1, numbers[cell]);
  return g_strdup_printf (_("Row %u, column %u: tile %u, belongs at row %u, column %u"), cell / tiles->cols + 1,
                          cell % tiles->cols + 1, numbers[cell], goal_cell / tiles->cols + 1,
                          goal_cell % tiles->cols + 1);
}
