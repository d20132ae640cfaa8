/* bench-gametree.c — figures for the game-search engine and the game-tree
 * problem.  Node counts are fixed for a given engine (a change in them is a
 * change in behaviour); times are this machine's.
 *
 *   meson test -C _build --benchmark gametree -v      (or run the binary)
 */
#include <math.h>
#include <stdio.h>

#include "problems/qd-tree-search.h"
#include "render/qd-tree-render.h"

/* A uniform synthetic game: every position has `branching` moves until
 * `height`; leaf values come from a hash of the path, so the tree is the same
 * on every machine and needs no memory. */
typedef struct {
  guint64 hash;
  guint depth;
} SynthState;

typedef struct {
  guint branching;
  guint height;
} Synth;

static guint64
mix (guint64 x)
{
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  return x ^ (x >> 33);
}

static QdPlayer
synth_to_move (const QdGame *game, gconstpointer state)
{
  return ((const SynthState *) state)->depth % 2 == 0 ? QD_PLAYER_MAX : QD_PLAYER_MIN;
}

static gboolean
synth_terminal (const QdGame *game, gconstpointer state)
{
  const Synth *synth = game->data;

  return ((const SynthState *) state)->depth >= synth->height;
}

static guint
synth_moves (const QdGame *game, gconstpointer state, QdMove *moves)
{
  const Synth *synth = game->data;

  for (guint i = 0; i < synth->branching; i++)
    moves[i] = i;
  return synth->branching;
}

static void
synth_apply (const QdGame *game, gconstpointer state, QdMove move, gpointer child)
{
  const SynthState *s = state;
  SynthState *c = child;

  c->hash = mix (s->hash * 31 + move + 1);
  c->depth = s->depth + 1;
}

static double
synth_evaluate (const QdGame *game, gconstpointer state)
{
  return (double) (((const SynthState *) state)->hash % 201) - 100;
}

static void
bench_synthetic (guint branching, guint height)
{
  Synth synth = { branching, height };
  QdGame game = {
    .data = &synth,
    .state_size = sizeof (SynthState),
    .max_moves = branching,
    .max_plies = height + 1,
    .to_move = synth_to_move,
    .terminal = synth_terminal,
    .moves = synth_moves,
    .apply = synth_apply,
    .evaluate = synth_evaluate,
  };
  SynthState root = { 20261122, 0 };

  for (int a = 0; a < 2; a++)
    {
      QdGameSearchOptions options;
      QdGameSearchResult result;

      qd_game_search_options_init (&options);
      options.algorithm = a == 0 ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA;
      qd_game_search (&game, &root, &options, &result);
      printf ("synthetic b=%u d=%u %-9s value %4g best %u nodes %10" G_GUINT64_FORMAT
              " leaves %10" G_GUINT64_FORMAT " time %8.1f ms  %6.1f Mnodes/s\n",
              branching, height, qd_game_search_algorithm_to_string (options.algorithm),
              result.value, result.best_index, result.nodes, result.leaves,
              result.time_us / 1000.0, result.nodes / (double) MAX (result.time_us, 1));
    }
}

static void
bench_explicit_tree (guint branching, guint height)
{
  g_autoptr(GString) text = g_string_new ("1");
  g_autoptr(QdGameTree) tree = NULL;
  gint64 t0, t1;
  guint64 seed = 7;

  /* Build the text bottom-up: a level is `branching` copies of the one below,
   * with the leaves numbered so that the values differ. */
  for (guint level = 0; level < height; level++)
    {
      g_autoptr(GString) next = g_string_new ("[");
      for (guint i = 0; i < branching; i++)
        {
          if (i > 0)
            g_string_append (next, ", ");
          if (level == 0)
            g_string_append_printf (next, "%d", (int) (mix (seed++) % 100));
          else
            g_string_append (next, text->str);
        }
      g_string_append_c (next, ']');
      g_string_assign (text, next->str);
    }

  t0 = g_get_monotonic_time ();
  tree = qd_game_tree_parse (text->str, text->len, NULL);
  t1 = g_get_monotonic_time ();
  printf ("explicit b=%u d=%u: %u nodes, %zu bytes, parse %.1f ms\n", branching, height,
          qd_game_tree_n_nodes (tree), text->len, (t1 - t0) / 1000.0);

  for (int a = 0; a < 2; a++)
    {
      QdGameSearchAlgorithm algorithm = a == 0 ? QD_GAME_SEARCH_MINIMAX : QD_GAME_SEARCH_ALPHABETA;
      g_autoptr(QdTreeAnalysis) analysis = NULL;

      t0 = g_get_monotonic_time ();
      analysis = qd_tree_analyze (tree, algorithm, NULL);
      t1 = g_get_monotonic_time ();
      printf ("  %-9s recorded analysis: %u steps, leaves %" G_GUINT64_FORMAT ", %.1f ms\n",
              qd_game_search_algorithm_to_string (algorithm), qd_tree_analysis_n_steps (analysis),
              analysis->result.leaves, (t1 - t0) / 1000.0);
    }
  {
    g_autoptr(QdTreeLayout) layout = NULL;
    double w, h;

    t0 = g_get_monotonic_time ();
    layout = qd_tree_layout_new (tree);
    t1 = g_get_monotonic_time ();
    qd_tree_layout_get_size (layout, &w, &h);
    printf ("  layout %.0f x %.0f units, %.1f ms\n", w, h, (t1 - t0) / 1000.0);
  }
}

int
main (int argc, char **argv)
{
  printf ("# game search engine on a synthetic uniform tree\n");
  bench_synthetic (3, 2);
  bench_synthetic (8, 7);
  bench_synthetic (30, 4);
  printf ("# explicit game trees (parse, recorded search, layout)\n");
  bench_explicit_tree (3, 2);
  bench_explicit_tree (5, 8);
  bench_explicit_tree (4, 9);
  return 0;
}
