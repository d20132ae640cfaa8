/* qd-gametree-worksheet.c — game-tree exercises (qd-gametree-worksheet.h). */
#include "config.h"
#include "qd-gametree-worksheet.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "problems/gametree/qd-gametree-gen.h"
#include "problems/qd-problem.h"
#include "problems/qd-tree-search.h"
#include "render/qd-tree-layout-private.h"
#include "render/qd-tree-render.h"

/* This problem's descriptor (problems/qd-problem.h). */
QD_PROBLEM_DECLARE (gametree)

extern const QdProblem qd_gametree_problem;

typedef struct {
  QdOwned owned;
  QdGameTree *tree;
  QdTreeAnalysis *analysis;   /* as the command runs it by default: alpha-beta, or
                               * expectiminimax for a tree with chance nodes */
  QdTreeLayout *layout;
} Exercise;

static gpointer
exercise_new (guint64 seed, const QdGametreeGenParams *params)
{
  Exercise *e = g_new0 (Exercise, 1);

  e->tree = qd_owned_add (&e->owned, qd_gametree_gen_random (seed, params), (GDestroyNotify) qd_game_tree_free);
  e->analysis = qd_owned_add (&e->owned, qd_tree_analyze (e->tree, qd_tree_default_algorithm (e->tree), NULL),
                              (GDestroyNotify) qd_tree_analysis_free);
  e->layout = qd_owned_add (&e->owned, qd_tree_layout_new (e->tree), (GDestroyNotify) qd_tree_layout_free);
  return e;
}

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  QdGametreeGenParams params;

  qd_gametree_gen_params (&params, difficulty);
  return exercise_new (seed, &params);
}

static gpointer
generate_chance (guint64 seed, QdWorksheetDifficulty difficulty)
{
  QdGametreeGenParams params;

  qd_gametree_gen_params_chance (&params, difficulty);
  return exercise_new (seed, &params);
}

/* The key shows α and β but under expectiminimax (no bounds). */
static gboolean
with_bounds (const Exercise *e)
{
  return e->analysis->algorithm != QD_GAME_SEARCH_EXPECTIMINIMAX;
}

static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;

  return qd_gametree_problem.format->write (e->tree);
}

static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;

  return qd_tree_analysis_format (e->tree, e->analysis);
}

#define ROW   QD_WORKSHEET_BLANK
#define NAME_W (10.0 * QD_WORKSHEET_MM)
#define CELL_W (15.0 * QD_WORKSHEET_MM)
#define TABLE_W (NAME_W + 3 * CELL_W)
#define TEXT_SIZE 10.5

/* A cell's text on the key: "–" for a node never reached. */
static char *
cell_text (const Exercise *e, const QdTreeNodeResult *result, guint column)
{
  double v = column == 0 ? result->value : column == 1 ? result->alpha : result->beta;

  if (result->state != QD_TREE_NODE_DONE)
    return g_strdup ("–");
  return qd_tree_layout_number (e->layout, v);
}

static void
draw_table (cairo_t *cr, double x, double y, const Exercise *e, gboolean filled, const QdPalette *palette)
{
  const char *heads[] = { _("Node"), _("value"), "α", "β" };
  guint row = 1, columns = with_bounds (e) ? 3 : 1;

  for (guint c = 0; c < columns + 1; c++)
    qd_worksheet_text (cr, palette, heads[c], TEXT_SIZE, TRUE,
                       c == 0 ? x + NAME_W / 2 : x + NAME_W + (c - 0.5) * CELL_W, y + ROW * 0.65, 0.5);
  for (guint i = 0; i < qd_game_tree_n_nodes (e->tree); i++)
    {
      const QdTreeNode *node = qd_game_tree_get_node (e->tree, i);
      g_autofree char *name = NULL;
      double top = y + row * ROW;

      if (qd_tree_node_is_leaf (node))
        continue;
      name = qd_tree_node_name (node);
      qd_worksheet_text (cr, palette, name, TEXT_SIZE, TRUE, x + NAME_W / 2, top + ROW * 0.65, 0.5);
      for (guint c = 0; c < columns; c++)
        {
          double left = x + NAME_W + c * CELL_W;

          qd_worksheet_box (cr, palette, left, top, CELL_W, ROW);
          if (filled)
            {
              g_autofree char *text = cell_text (e, &e->analysis->final[i], c);

              qd_worksheet_text (cr, palette, text, TEXT_SIZE, FALSE, left + CELL_W / 2, top + ROW * 0.65, 0.5);
            }
        }
      row++;
    }
  /* The leaves evaluated and the root's best child (the command's first lines). */
  for (guint k = 0; k < 2; k++)
    {
      double top = y + (row + 0.4 + k) * ROW;
      const char *label = k == 0 ? _("Leaves evaluated") : _("Best move");

      qd_worksheet_text (cr, palette, label, TEXT_SIZE, FALSE, x + NAME_W + CELL_W - 2, top + ROW * 0.65, 1.0);
      qd_worksheet_box (cr, palette, x + NAME_W + CELL_W, top, 2 * CELL_W, ROW);
      if (filled)
        {
          g_autofree char *text = NULL;

          if (k == 0)
            text = g_strdup_printf ("%" G_GUINT64_FORMAT, (guint64) e->analysis->result.leaves);
          else if (!qd_tree_node_is_leaf (e->tree->root))
            {
              const QdTreeNode *best = g_ptr_array_index (e->tree->root->children, e->analysis->result.best_index);

              text = qd_tree_node_name (best);
            }
          if (text != NULL)
            qd_worksheet_text (cr, palette, text, TEXT_SIZE, FALSE, x + NAME_W + 2 * CELL_W, top + ROW * 0.65, 0.5);
        }
    }
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  QdTreeRenderOptions options;
  double tree_w = width - TABLE_W - 4 * QD_WORKSHEET_MM;
  double natural_w, natural_h, scale;

  qd_tree_layout_get_size (e->layout, &natural_w, &natural_h);
  scale = MIN (MIN (tree_w / natural_w, height / natural_h), 1.2);
  qd_tree_render_options_init (&options, palette);
  /* The letters the table names the nodes by, read on paper however small
   * the tree is scaled. */
  options.label_size = MAX (11.0, 9.0 / MIN (scale, 1.0));
  if (filled)
    {
      options.results = e->analysis->final;
      options.finished = TRUE;
      options.show_alpha_beta = with_bounds (e);
    }
  /* The tree in the middle of its part of the rectangle; it paints its
   * background, so the table comes after it. */
  cairo_save (cr);
  cairo_translate (cr, (tree_w - natural_w * scale) / 2, MAX (0, (height * 0.8 - natural_h * scale) / 2));
  cairo_rectangle (cr, 0, 0, natural_w * scale, natural_h * scale);
  cairo_clip (cr);
  cairo_scale (cr, scale, scale);
  qd_tree_render (cr, e->tree, e->layout, &options);
  cairo_restore (cr);
  draw_table (cr, tree_w + 4 * QD_WORKSHEET_MM, 0, e, filled, palette);
}

const QdWorksheetKind qd_gametree_worksheet = {
  .name = "gametree",
  .title = N_("Game trees: minimax and alpha-beta"),
  .task = N_("Run alpha-beta from the left (root MAX): fill each node’s value, α and β; cross out the pruned branches."),
  .extension = "tree",
  .command = "quandary-cli gametree FILE",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};

const QdWorksheetKind qd_gametree_worksheet_chance = {
  .name = "expectiminimax",
  .title = N_("Game trees with chance nodes: expectiminimax"),
  .puzzle = N_("Chance nodes"),
  .task = N_("Root MAX; circles are chance nodes, probabilities on their edges: fill each node’s expectiminimax "
             "value and the best move."),
  .extension = "tree",
  .command = "quandary-cli gametree FILE",
  .generate = generate_chance,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
