/* qd-colorgame-trace.c — the statement's trace, written by a listener on the
 * shared game-search engine.
 *
 * The engine enters every node, leaves included, before it knows which it
 * is; the trace prints a leaf once, with its value.  So an entered node is
 * held back until the next event: a `leaf` for it replaces it, anything
 * else prints it as an entered inner node first. */
#include "qd-colorgame-trace.h"

#include <math.h>
#include <string.h>

#include "core/qd-progress.h"

typedef struct {
  const QdColorgame *game;
  const QdColorgameSearchOptions *options;
  QdColorgameAnalysis *analysis;
  GString *trace;          /* options->trace, or a buffer of our own */
  gboolean pending;
  QdColorgameEvent held;   /* the node entered, not yet printed */
  guint64 nodes_reported;
  gint stop;               /* the engine's stop flag: options->stop or a failed write */
  gboolean write_failed;
} Writer;

/* Hands the trace so far to the write function, and empties it. */
static void
write_out (Writer *w)
{
  const QdColorgameSearchOptions *o = w->options;

  if (o->write == NULL || w->trace->len == 0 || w->write_failed)
    return;
  if (!o->write (o->write_data, w->trace->str, w->trace->len))
    {
      w->write_failed = TRUE;
      g_atomic_int_set (&w->stop, 1);
    }
  g_string_truncate (w->trace, 0);
}

static void
append_value (GString *out, double value)
{
  if (isinf (value))
    g_string_append (out, value > 0 ? "inf" : "-inf");
  else
    g_string_append_printf (out, "%" G_GINT64_FORMAT, (gint64) value);
}

static void
emit (Writer *w, const QdColorgameEvent *e)
{
  const QdColorgameSearchOptions *o = w->options;
  QdColorgameAnalysis *a = w->analysis;

  if (e->kind == QD_COLORGAME_EVENT_LEAVE)
    return;

  if (a->lines > 0)
    g_string_append_c (w->trace, '\n');
  g_string_append_printf (w->trace, "%s, %s, %u, ", (const char *) w->game->map->names->pdata[e->node],
                          (const char *) w->game->colors->pdata[e->color], e->depth);
  append_value (w->trace, e->value);
  g_string_append (w->trace, ", ");
  append_value (w->trace, e->alpha);
  g_string_append (w->trace, ", ");
  append_value (w->trace, e->beta);
  a->lines++;
  if (o->events != NULL)
    g_array_append_val (o->events, *e);
  if (o->traced != NULL)
    o->traced (o->user_data, w->trace);
  if (w->trace->len >= QD_COLORGAME_WRITE_CHUNK)
    write_out (w);
}

static void
flush (Writer *w)
{
  if (w->pending)
    {
      w->pending = FALSE;
      emit (w, &w->held);
    }
}

static void
make_event (QdColorgameEvent *e, QdColorgameEventKind kind, guint depth, gconstpointer state,
            double value, double alpha, double beta)
{
  const QdColorgameState *s = state;

  e->kind = (guint8) kind;
  e->cutoff = FALSE;
  e->node = s->node;
  e->color = s->color;
  e->depth = depth;
  e->value = value;
  e->alpha = alpha;
  e->beta = beta;
}

static void
on_enter (gpointer data, guint depth, guint index, gconstpointer state, double alpha, double beta)
{
  Writer *w = data;
  const QdColorgameState *s = state;

  flush (w);
  make_event (&w->held, QD_COLORGAME_EVENT_ENTER, depth, state,
              s->to_move == QD_PLAYER_MAX ? -INFINITY : INFINITY, alpha, beta);
  w->pending = TRUE;
  if (++w->nodes_reported % 256 == 0)
    {
      if (w->options->progress_nodes != NULL)
        qd_progress_add (w->options->progress_nodes, 256);
      if (w->options->stop != NULL && g_atomic_int_get (w->options->stop) != 0)
        g_atomic_int_set (&w->stop, 1);
    }
}

static void
on_leaf (gpointer data, guint depth, guint index, gconstpointer state, double value, double alpha, double beta)
{
  Writer *w = data;
  QdColorgameEvent e;

  w->pending = FALSE;
  make_event (&e, QD_COLORGAME_EVENT_LEAF, depth, state, value, alpha, beta);
  emit (w, &e);
}

static void
on_update (gpointer data, guint depth, guint index, gconstpointer state,
           double v, double alpha, double beta, gboolean cutoff)
{
  Writer *w = data;
  QdColorgameEvent e;

  flush (w);
  make_event (&e, QD_COLORGAME_EVENT_UPDATE, depth, state, v, alpha, beta);
  e.cutoff = (guint8) cutoff;
  emit (w, &e);
}

static void
on_leave (gpointer data, guint depth, guint index, gconstpointer state, double value, double alpha, double beta)
{
  Writer *w = data;
  QdColorgameEvent e;

  flush (w);
  make_event (&e, QD_COLORGAME_EVENT_LEAVE, depth, state, value, alpha, beta);
  emit (w, &e);
}

static const QdGameListener writer_listener = {
  .enter = on_enter,
  .leaf = on_leaf,
  .update = on_update,
  .leave = on_leave,
};

void
qd_colorgame_move_text (gpointer data, const QdSearchTree *tree, guint id, QdPlayer mover, QdMove move,
                        GString *out)
{
  const QdColorgame *game = data;
  guint region = QD_COLORGAME_MOVE_NODE (move), color = QD_COLORGAME_MOVE_COLOR (move);

  if (region < game->map->n_regions && color < game->colors->len)
    g_string_append_printf (out, "%s %s", (const char *) game->map->names->pdata[region],
                            (const char *) game->colors->pdata[color]);
  else
    g_string_append_printf (out, "%u", move);
}

void
qd_colorgame_search_options_init (QdColorgameSearchOptions *options, const QdColorgame *game)
{
  memset (options, 0, sizeof *options);
  options->to_move = QD_PLAYER_MAX;
  options->depth = game->depth;
}

QdColorgameAnalysis *
qd_colorgame_search (const QdColorgame *game, const QdColorgameSearchOptions *options)
{
  QdColorgameAnalysis *a = g_new0 (QdColorgameAnalysis, 1);
  g_autoptr(GString) own = options->trace == NULL ? g_string_new (NULL) : NULL;
  Writer w = { game, options, a, options->trace != NULL ? options->trace : own };
  QdColorgameRules rules;
  QdGameSearchOptions search;
  QdGame g;
  g_autofree QdColorgameState *root = qd_colorgame_root (game, options->to_move);

  a->root_player = options->to_move;
  qd_colorgame_rules_init (&rules, game, options->arc_consistency);
  qd_colorgame_as_game (&rules, &g);
  qd_game_search_options_init (&search);
  search.algorithm = QD_GAME_SEARCH_ALPHABETA;
  search.depth = options->depth;
  search.max_nodes = options->max_nodes;
  if (options->stop != NULL && g_atomic_int_get (options->stop) != 0)
    w.stop = 1;
  search.stop = &w.stop;
  search.listener = &writer_listener;
  search.listener_data = &w;
  qd_search_tree_game_search (options->tree, &g, root, &search, qd_colorgame_move_text,
                              (gpointer) (options->names != NULL ? options->names : game), NULL, &a->result);
  flush (&w);
  if (options->progress_nodes != NULL)
    qd_progress_add (options->progress_nodes, (gint64) (w.nodes_reported % 256));

  if (a->result.status == QD_GAME_SEARCH_DONE && !w.write_failed)
    {
      a->end = QD_COLORGAME_SEARCH_DONE;
      if (a->lines > 0)
        g_string_append_c (w.trace, '\n');
      if (a->result.best_move == QD_MOVE_NONE)
        g_string_append (w.trace, "None, None, ");
      else
        g_string_append_printf (w.trace, "%s, %s, ",
                                (const char *) game->map->names->pdata[QD_COLORGAME_MOVE_NODE (a->result.best_move)],
                                (const char *) game->colors->pdata[QD_COLORGAME_MOVE_COLOR (a->result.best_move)]);
      append_value (w.trace, a->result.value);
      a->lines++;
      if (options->traced != NULL)
        options->traced (options->user_data, w.trace);
    }
  else if (w.write_failed)
    a->end = QD_COLORGAME_SEARCH_WRITE_FAILED;
  else if (options->max_nodes != 0 && a->result.nodes >= options->max_nodes &&
           (options->stop == NULL || g_atomic_int_get (options->stop) == 0))
    a->end = QD_COLORGAME_SEARCH_NODE_LIMIT;
  else
    a->end = QD_COLORGAME_SEARCH_STOPPED;
  write_out (&w);
  if (w.write_failed)
    {
      a->end = QD_COLORGAME_SEARCH_WRITE_FAILED;
      a->result.status = QD_GAME_SEARCH_STOPPED;
    }
  return a;
}

void
qd_colorgame_analysis_free (QdColorgameAnalysis *analysis)
{
  g_free (analysis);
}

char *
qd_colorgame_trace (const QdColorgame *game)
{
  QdColorgameSearchOptions options;
  GString *trace = g_string_new (NULL);

  qd_colorgame_search_options_init (&options, game);
  options.trace = trace;
  qd_colorgame_analysis_free (qd_colorgame_search (game, &options));
  return g_string_free (trace, FALSE);
}
