/* qd-bayes-worksheet.c — a posterior by hand (qd-bayes-worksheet.h): a
 * small random network of Boolean nodes with its tables in tenths, drawn
 * beside its tables; the key gives P(query = true | e) and P(e), computed
 * by variable elimination as `quandary-cli bayes` answers. */
#include "config.h"
#include "qd-bayes-worksheet.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-random.h"
#include "problems/bayes/qd-bayes.h"
#include "render/bayes/qd-bayes-render.h"

/* The shapes, by difficulty: a single arc (Bayes' rule), a chain (a hidden
 * variable summed out), a collider (explaining away). */
typedef enum { SHAPE_PAIR, SHAPE_CHAIN, SHAPE_COLLIDER } Shape;

static const char *const pair_names[][3] = {
  { "Disease", "Test", NULL }, { "Rain", "WetGrass", NULL }, { "Fire", "Smoke", NULL }, { "Flu", "Fever", NULL },
};
static const char *const chain_names[][3] = {
  { "Cloudy", "Rain", "WetGrass" }, { "Smoking", "Cancer", "XRay" }, { "Storm", "PowerCut", "Dark" },
};
static const char *const collider_names[][3] = {
  { "Burglary", "Earthquake", "Alarm" }, { "Rain", "Sprinkler", "WetGrass" }, { "Flu", "Allergy", "Sneeze" },
};

typedef struct {
  QdBayesNet *net;
  guint query;
  gint evidence[3];
  double posterior;           /* P(query = true | e) */
  double evidence_probability;
  char *answer;               /* what the command prints */
} Exercise;

static void
exercise_free (gpointer data)
{
  Exercise *e = data;

  qd_bayes_net_free (e->net);
  g_free (e->answer);
  g_free (e);
}

/* A probability in tenths from LOW to HIGH tenths. */
static double
tenths (guint64 *rng, guint low, guint high)
{
  return (low + qd_random_below (rng, high - low + 1)) / 10.0;
}

/* Node V's rows: P(true | each parent configuration) in tenths, a root's
 * from 0.1 to 0.4, a child's rows all different (odd tenths or even ones,
 * shuffled: at least 0.2 apart) so that every parent matters (at a
 * collider, the observed cause changes the answer). */
static void
fill_rows (QdBayesNet *net, guint v, guint64 *rng)
{
  const QdBayesNode *node = qd_bayes_net_node (net, v);
  guint rows = 1u << node->n_parents, odd[] = { 1, 3, 5, 7, 9 }, even[] = { 2, 4, 6, 8 };
  gboolean use_odd = rows > 4 || qd_random_below (rng, 2) == 0;
  guint *tenth = use_odd ? odd : even;

  qd_random_shuffle (rng, tenth, use_odd ? G_N_ELEMENTS (odd) : G_N_ELEMENTS (even));
  for (guint r = 0; r < rows; r++)
    {
      double p = node->n_parents == 0 ? tenths (rng, 1, 4) : tenth[r % 4] / 10.0;
      double row[2] = { p, round ((1 - p) * 10) / 10 };   /* 0.3, not 1 − 0.7's 0.30000000000000004 */

      qd_bayes_net_set_row (net, v, r, row, NULL);
    }
}

static QdBayesNet *
build (Shape shape, const char *const *names, guint64 *rng)
{
  static const char *const boolean[] = { "true", "false" };
  QdBayesNet *net = qd_bayes_net_new ("worksheet");
  guint n = shape == SHAPE_PAIR ? 2 : 3;

  for (guint v = 0; v < n; v++)
    {
      qd_bayes_net_add_node (net, names[v], QD_BELIEF_CHANCE, 0, 0, NULL);
      qd_bayes_net_set_states (net, v, boolean, 2, NULL);
    }
  if (shape == SHAPE_COLLIDER)
    {
      qd_bayes_net_add_arc (net, 0, 2, NULL);
      qd_bayes_net_add_arc (net, 1, 2, NULL);
    }
  else
    for (guint v = 0; v + 1 < n; v++)
      qd_bayes_net_add_arc (net, v, v + 1, NULL);
  for (guint v = 0; v < n; v++)
    fill_rows (net, v, rng);
  qd_bayes_layout (net, NULL);
  return net;
}

static char *
answer_of (Exercise *e)
{
  QdBayesAskOptions o;
  QdBayesAnswer answer = { 0 };
  GString *out = g_string_new (NULL);

  qd_bayes_ask_options_init (&o);
  if (qd_bayes_ask (e->net, e->query, e->evidence, &o, &answer, NULL) && answer.posterior != NULL)
    {
      e->posterior = answer.posterior[0];
      e->evidence_probability = answer.evidence_probability;
      qd_string_append_c (out, "true %.10f\nfalse %.10f\nP(evidence) %.10g\n", answer.posterior[0],
                          answer.posterior[1], answer.evidence_probability);
    }
  qd_bayes_answer_clear (&answer);
  return g_string_free (out, FALSE);
}

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  guint64 rng = qd_random_mix (seed);
  Shape shape = (Shape) MIN (difficulty, QD_WORKSHEET_HARD);
  const char *const *names = shape == SHAPE_PAIR ? pair_names[qd_random_below (&rng, G_N_ELEMENTS (pair_names))]
                             : shape == SHAPE_CHAIN ? chain_names[qd_random_below (&rng, G_N_ELEMENTS (chain_names))]
                             : collider_names[qd_random_below (&rng, G_N_ELEMENTS (collider_names))];

  e->net = build (shape, names, &rng);
  e->query = 0;
  e->evidence[0] = e->evidence[1] = e->evidence[2] = -1;
  /* The effect observed; at a collider the other cause as well. */
  e->evidence[shape == SHAPE_PAIR ? 1 : 2] = (gint) qd_random_below (&rng, 2);
  if (shape == SHAPE_COLLIDER)
    e->evidence[1] = 0;
  e->answer = answer_of (e);
  return e;
}

/* "A=x,B=y": one word on a command line. */
static char *
evidence_word (const Exercise *e)
{
  GString *out = g_string_new (NULL);

  for (guint v = 0; v < qd_bayes_net_n_nodes (e->net); v++)
    if (e->evidence[v] >= 0)
      g_string_append_printf (out, "%s%s=%s", out->len > 0 ? "," : "", qd_bayes_net_node (e->net, v)->name,
                              qd_bayes_net_node (e->net, v)->states[e->evidence[v]]);
  return g_string_free (out, FALSE);
}

static char *
command_of (const Exercise *e)
{
  g_autofree char *evidence = evidence_word (e);

  return g_strdup_printf ("quandary-cli bayes FILE --query %s --evidence %s",
                          qd_bayes_net_node (e->net, e->query)->name, evidence);
}

/* The network as BIF, under a comment naming the command that answers it. */
static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;
  g_autofree char *file = qd_bayes_net_to_string (e->net);
  g_autofree char *command = command_of (e);

  return g_strdup_printf ("// worksheet: %s\n%s", command, file);
}

static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;

  return g_strdup (e->answer);
}

/* ------------------------------------------------------------ drawing */

#define TEXT      9.5
#define LINE      (5.0 * QD_WORKSHEET_MM)
#define GAP       (6.0 * QD_WORKSHEET_MM)
#define BOX_WIDTH (30.0 * QD_WORKSHEET_MM)
#define LABEL_WIDTH (50.0 * QD_WORKSHEET_MM)   /* "P(Burglary = true | e)" before its box */
#define NETWORK_SHARE 0.38                    /* of the width, for the network */

/* The nodes' boxes' bounding box in picture units. */
static void
nodes_extent (const QdBayesNet *net, const QdBayesRenderOptions *o, double *x1, double *y1, double *x2, double *y2)
{
  *x1 = *y1 = G_MAXDOUBLE;
  *x2 = *y2 = -G_MAXDOUBLE;
  for (guint v = 0; v < qd_bayes_net_n_nodes (net); v++)
    {
      double x, y, w, h;

      qd_bayes_render_node_box (net, o, v, &x, &y, &w, &h);
      *x1 = MIN (*x1, x);
      *y1 = MIN (*y1, y);
      *x2 = MAX (*x2, x + w);
      *y2 = MAX (*y2, y + h);
    }
}

/* The network at (0, 0), its nodes filling the left part (the picture's
 * margins cut off: no arc of these small networks bends); returns its
 * width. */
static double
draw_network (cairo_t *cr, const Exercise *e, double width, double height, const QdPalette *palette)
{
  QdBayesRenderOptions o;
  guint8 marks[3] = { 0 };
  double x1, y1, x2, y2, pad = 8, scale;

  qd_bayes_render_options_init (&o, palette);
  o.detail = QD_BAYES_RENDER_COMPACT;
  o.evidence = e->evidence;
  marks[e->query] = QD_BAYES_MARK_QUERY;
  o.marks = marks;
  nodes_extent (e->net, &o, &x1, &y1, &x2, &y2);
  x1 -= pad;
  y1 -= pad;
  x2 += pad;
  y2 += pad;
  scale = MIN (width * NETWORK_SHARE / (x2 - x1), height * 0.7 / (y2 - y1));
  cairo_save (cr);
  cairo_translate (cr, 0, 4.0 * QD_WORKSHEET_MM);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -x1, -y1);
  cairo_rectangle (cr, x1, y1, x2 - x1, y2 - y1);   /* the drawing paints its background over its clip */
  cairo_clip (cr);
  qd_bayes_render (cr, e->net, &o);
  cairo_restore (cr);
  return (x2 - x1) * scale;
}

/* A row's condition: "" for a root, else " | Rain = true". */
static char *
condition (const QdBayesNet *net, const QdBayesNode *node, guint row)
{
  GString *out = g_string_new (NULL);

  for (guint j = 0; j < node->n_parents; j++)
    {
      const QdBayesNode *parent = qd_bayes_net_node (net, node->parents[j]);
      guint state = (row >> (node->n_parents - 1 - j)) & 1;

      g_string_append_printf (out, "%s%s = %s", j == 0 ? " | " : ", ", parent->name, parent->states[state]);
    }
  return g_string_free (out, FALSE);
}

/* Every table as lines "P(X = true | …) = 0.3"; returns the next y. */
static double
draw_tables (cairo_t *cr, const Exercise *e, double x, double y, double width, const QdPalette *palette)
{
  for (guint v = 0; v < qd_bayes_net_n_nodes (e->net); v++)
    {
      const QdBayesNode *node = qd_bayes_net_node (e->net, v);

      for (guint r = 0; r < (1u << node->n_parents); r++)
        {
          g_autofree char *given = condition (e->net, node, r);
          g_autofree char *p = qd_format_number_locale (node->table[r * 2]);
          g_autofree char *line = g_strdup_printf ("P(%s = true%s) = %s", node->name, given, p);

          qd_worksheet_text_fit (cr, palette, line, TEXT, FALSE, x, y, 0, width);
          y += LINE * 0.85;
        }
    }
  return y;
}

static void
draw_question (cairo_t *cr, const Exercise *e, double x, double y, double width, gboolean filled,
               const QdPalette *palette)
{
  g_autofree char *evidence = qd_bayes_evidence_to_string (e->net, e->evidence);
  const char *query = qd_bayes_net_node (e->net, e->query)->name;
  g_autofree char *ask = g_strdup_printf (_("Observed: %s.  Compute:"), evidence);
  char *labels[2] = { g_strdup_printf ("P(%s = true | e)", query), g_strdup ("P(e)") };
  double values[2] = { e->posterior, e->evidence_probability };

  qd_worksheet_text_fit (cr, palette, ask, TEXT, TRUE, x, y, 0, width);
  y += LINE * 0.5;
  for (guint i = 0; i < 2; i++)
    {
      double middle = y + QD_WORKSHEET_BLANK * 0.64, left = x + MIN (width - BOX_WIDTH, LABEL_WIDTH);

      qd_worksheet_text_fit (cr, palette, labels[i], TEXT, TRUE, x, middle, 0, left - x - 2);
      qd_worksheet_box (cr, palette, left, y, BOX_WIDTH, QD_WORKSHEET_BLANK);
      if (filled)
        {
          g_autofree char *value = qd_format_c ("%.4f", values[i]);

          qd_worksheet_text (cr, palette, value, TEXT + 1, FALSE, left + BOX_WIDTH / 2, middle, 0.5);
        }
      y += QD_WORKSHEET_BLANK + 2;
    }
  g_free (labels[0]);
  g_free (labels[1]);
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  double x, y;

  palette = qd_palette_or_light (palette);
  x = draw_network (cr, e, width, height, palette) + GAP;
  y = draw_tables (cr, e, x, 4.0 * QD_WORKSHEET_MM, width - x, palette);
  draw_question (cr, e, x, y + LINE * 0.4, width - x, filled, palette);
}

const QdWorksheetKind qd_bayes_worksheet = {
  .name = "bayes",
  .title = N_("A posterior by hand"),
  .puzzle = N_("Bayesian network"),
  .task = N_("From the tables, compute the query’s posterior given the evidence and the evidence’s probability "
             "(sum out what is hidden, then normalise).  Four decimals."),
  .extension = "bif",
  .command = "quandary-cli bayes FILE --query Q --evidence E (the file’s first line)",
  .generate = generate,
  .free = exercise_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
