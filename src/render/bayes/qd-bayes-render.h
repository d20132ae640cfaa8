/* qd-bayes-render.h — a Bayesian or decision network drawn with cairo: the
 * same drawing for the tab's canvas, --png/--svg/--pdf, the report's
 * figures, the GIF's frames and the worksheet.
 *
 * Each node is drawn at its position (QdBayesNode's x, y: its centre, in
 * picture units once shifted by the margin; qd_bayes_layout gives positions
 * to a network that has none).  Arcs are arrows from the parent's border to
 * the child's, bent around any node in their way.  A chance node is a rounded box: its name, then one row per
 * state (at most QD_BAYES_RENDER_MAX_BARS, then "+N more") with the state's
 * name, a bar as long as its probability and the probability in percent;
 * an observed node is filled with the accent colour, its state's row
 * marked (bold, a check) and the others struck.  A decision node is a
 * rectangle (its states, with their expected utility when given), a
 * utility node a diamond holding its expected utility.  In the compact look
 * (zoomed out, or asked for) a node is its name in a small box, so that a
 * network of a thousand nodes stays readable as a map.
 *
 * Overlays: the d-separation of X and Y given Z (core/qd-belief.h's
 * QdBeliefSeparation: the arcs on active trails drawn thick in the accent
 * colour, X and Y and Z lettered, the blocking nodes crossed), and marks
 * per node for variable elimination's steps (eliminated nodes greyed, the
 * variable being summed out outlined, the new factor's scope tinted).
 *
 * get_size, render, node_box and hit share one geometry, which depends on
 * the network, the options' look (full or compact, the palette's text
 * scale) and nothing else: a click maps to the node drawn under it.  The
 * palette's text scale enlarges the whole picture (positions, boxes, text),
 * so that a layout made at scale 1 never overlaps at another. */
#pragma once

#include <cairo.h>

#include "core/qd-belief.h"
#include "problems/bayes/qd-bayes.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* The geometry, at text scale 1, in picture units. */
#define QD_BAYES_RENDER_NODE_WIDTH    172.0   /* a chance or decision node's box */
#define QD_BAYES_RENDER_HEADER        24.0    /* its name's band */
#define QD_BAYES_RENDER_ROW           16.0    /* one state's row */
#define QD_BAYES_RENDER_PAD           6.0     /* inside the box, under the rows */
#define QD_BAYES_RENDER_COMPACT_HEIGHT 40.0  /* a node in the compact look (as wide, its name larger) */
#define QD_BAYES_RENDER_COMPACT_TEXT  22.0    /* the name's largest size there */
#define QD_BAYES_RENDER_UTILITY_WIDTH 150.0   /* a utility node's diamond */
#define QD_BAYES_RENDER_UTILITY_HEIGHT 64.0
#define QD_BAYES_RENDER_MARGIN        24.0    /* around the nodes' bounding box */
/* An arc that would cross another node is bent around it: a quadratic
 * curve whose control point stands this far aside from the chord's middle
 * (the picture is wider by half of it on either side, room for the bulge). */
#define QD_BAYES_RENDER_BEND          200.0
/* The state rows a node shows at most; past them a row says "+N more". */
#define QD_BAYES_RENDER_MAX_BARS      8
/* The zoom under which QD_BAYES_RENDER_AUTO draws the compact look (the
 * rows' text would be under 6 pixels). */
#define QD_BAYES_RENDER_COMPACT_ZOOM  0.55

typedef enum
{
  QD_BAYES_RENDER_AUTO,       /* full at options->zoom ≥ QD_BAYES_RENDER_COMPACT_ZOOM, else compact */
  QD_BAYES_RENDER_FULL,       /* always the rows */
  QD_BAYES_RENDER_COMPACT,    /* always names only */
} QdBayesRenderDetail;

/* Marks per node (options->marks), any combination. */
typedef enum
{
  QD_BAYES_MARK_QUERY      = 1 << 0,   /* the query: a thick outline in the foreground colour */
  QD_BAYES_MARK_ELIMINATED = 1 << 1,   /* summed out already: greyed */
  QD_BAYES_MARK_CURRENT    = 1 << 2,   /* summed out by this step: outlined in the accent colour */
  QD_BAYES_MARK_SCOPE      = 1 << 3,   /* in the scope of the factor this step makes: tinted */
  QD_BAYES_MARK_PRUNED     = 1 << 4,   /* left out by pruning (barren, d-separated): greyed, dashed */
  QD_BAYES_MARK_FOUND      = 1 << 5,   /* matches the search by name: a halo */
} QdBayesMark;

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  QdBayesRenderDetail detail; /* default AUTO */
  double zoom;                /* the scale the picture is shown at (the canvas's zoom; exports 1) */
  /* n_nodes pointers (the array NULL: none): node v's probabilities, one per
   * state (n_states, summing to 1), or NULL where unknown (rows drawn empty,
   * "—").  Decision nodes: the probability each choice is made (the
   * policy's: 1 and 0), or NULL. */
  const double *const *marginals;
  /* n_nodes: the observed state, or -1 (NULL: none observed). */
  const gint *evidence;
  /* n_nodes pointers (NULL: none): a decision node's expected utility of
   * each of its states (EU(d | e), -INFINITY shown "—"), NULL elsewhere. */
  const double *const *expected;
  /* n_nodes (NULL: none): a utility node's expected utility, NAN unknown. */
  const double *utility;
  const guint8 *marks;        /* n_nodes QdBayesMark flags; NULL: none */
  gint selected;              /* the selected node (filled lightly, accent outline), -1 none */
  gint cursor;                /* the keyboard cursor's node (dashed ring), -1 none */
  gint hover;                 /* the node under the pointer, -1 none */
  gint hover_state;           /* with hover: the state row under it (lit), -1 none */
  /* The d-separation overlay (SEPARATION NULL: none): X, Y, Z as n_nodes
   * flags (any NULL: no such nodes), the result as core gives it, its arcs
   * in the CSR order of the nodes' parents (node 0's parents, then node
   * 1's, …). */
  const QdBeliefSeparation *separation;
  const gboolean *sep_x, *sep_y, *sep_z;
} QdBayesRenderOptions;

/* Palette (NULL: light), AUTO detail at zoom 1, nothing given, no
 * selection, cursor nor hover. */
void     qd_bayes_render_options_init (QdBayesRenderOptions *options, const QdPalette *palette);
/* Whether OPTIONS draw the compact look (AUTO decides by the zoom). */
gboolean qd_bayes_render_is_compact   (const QdBayesRenderOptions *options);

/* Node INDEX's box (its diamond's bounding box for a utility node) in
 * picture units: top left corner, width and height. */
void     qd_bayes_render_node_box     (const QdBayesNet *net, const QdBayesRenderOptions *options, guint index,
                                       double *x, double *y, double *width, double *height);
/* The box's width and height in the network's own units (the full look
 * at text scale 1: what the layout spaces; OPTIONS may be NULL). */
void     qd_bayes_render_node_size    (const QdBayesNet *net, const QdBayesRenderOptions *options, guint index,
                                       double *width, double *height);
/* State STATE's row of node INDEX in picture units (FALSE when the row is
 * not drawn: compact, past the bars shown, a utility node). */
gboolean qd_bayes_render_state_box    (const QdBayesNet *net, const QdBayesRenderOptions *options, guint index,
                                       guint state, double *x, double *y, double *width, double *height);
/* The picture's size in points: the nodes' bounding box and the margin
 * (an empty network: a small blank picture). */
void     qd_bayes_render_get_size     (const QdBayesNet *net, const QdBayesRenderOptions *options, double *width,
                                       double *height);
/* Network units to picture units and back (a shift by the margin and the
 * bounding box's corner): the editor places new nodes with it. */
void     qd_bayes_render_to_picture   (const QdBayesNet *net, const QdBayesRenderOptions *options, double x,
                                       double y, double *px, double *py);
void     qd_bayes_render_from_picture (const QdBayesNet *net, const QdBayesRenderOptions *options, double px,
                                       double py, double *x, double *y);
/* Paints the background and the network at its natural size (OPTIONS NULL:
 * the defaults); only what meets cairo's clip is drawn.  A renderer of
 * render/qd-rendering.h's form. */
void     qd_bayes_render              (cairo_t *cr, const QdBayesNet *net, const QdBayesRenderOptions *options);
/* The node under the point (px, py) in picture units, or -1 (the topmost:
 * the last drawn); *STATE (may be NULL) the state row under it, or -1 (the
 * name's band, a compact node, "+N more", a utility node). */
gint     qd_bayes_render_hit          (const QdBayesNet *net, const QdBayesRenderOptions *options, double px,
                                       double py, gint *state);

/* A probability as the rows show it: percent to one decimal, the locale's
 * decimal point ("28.4%", "0.1%", "100%", "< 0.1%" for a positive value
 * under 0.05 %, "0%"). */
void     qd_bayes_render_format_percent (double probability, char *out, gsize size);
/* An expected utility as the nodes show it: up to 2 decimals, a true minus
 * sign ("−12.5", "340"). */
void     qd_bayes_render_format_utility (double value, char *out, gsize size);

/* ---- the numbers a picture shows (qd-bayes-steps.c) */

/* Every node's P(X | EVIDENCE) by the junction tree, for the options'
 * marginals: n_nodes arrays (NULL for utility and observed nodes), or NULL
 * when the network cannot be answered so (its cliques past MAX_ENTRIES, 0:
 * 2^22; the evidence impossible; a cycle).  *EVIDENCE_PROBABILITY (may be
 * NULL) gets P(e).  Free with qd_bayes_render_marginals_free. */
double **qd_bayes_render_marginals_new  (QdBayesNet *net, const gint *evidence, guint64 max_entries,
                                         double *evidence_probability);
void     qd_bayes_render_marginals_free (double **marginals, guint n_nodes);

/* ---- layout (qd-bayes-layout.c) */

/* A layered layout (longest path from the roots: parents above their
 * children; crossings reduced by barycentre sweeps; rows evenly spaced, a
 * wide layer folded into several rows) written into every node's x, y
 * (has_position set).  Sizes from OPTIONS' full look (NULL: defaults), so
 * that no two boxes overlap in either look, at any text scale.  Munin's
 * 1,041 nodes in about 0.03 s.  A network with a cycle (an
 * edit in progress) is laid out all the same (the arcs closing cycles
 * ignored). */
void     qd_bayes_layout               (QdBayesNet *net, const QdBayesRenderOptions *options);
/* TRUE when some node has no position, or two nodes' boxes (full look)
 * overlap: what a reader calls before drawing an imported network. */
gboolean qd_bayes_layout_needed        (const QdBayesNet *net, const QdBayesRenderOptions *options);
/* qd_bayes_layout when needed; TRUE when it laid the network out. */
gboolean qd_bayes_layout_ensure        (QdBayesNet *net, const QdBayesRenderOptions *options);

G_END_DECLS
