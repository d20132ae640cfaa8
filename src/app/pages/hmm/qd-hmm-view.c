/* qd-hmm-view.c — beliefs, trellis or board in the window. */
#include "config.h"
#include "qd-hmm-view.h"
#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>

typedef enum {
  SHOW_NOTHING,
  SHOW_BELIEFS,
  SHOW_TRELLIS,
  SHOW_BOARD,
} Show;

struct _QdHmmView
{
  QdCanvas parent_instance;

  Show show;
  const QdHmm *hmm;
  const QdHiddenGrid *grid;
  QdHmmBeliefsOptions beliefs;
  QdHmmBeliefsOptions under;   /* a second chart under the first (particles: the exact filter) */
  gboolean has_under;
  QdHmmTrellisOptions trellis;
  QdHmmBoardOptions board;
  char *before;
};

G_DEFINE_FINAL_TYPE (QdHmmView, qd_hmm_view, QD_TYPE_CANVAS)

enum {
  STEP_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Between the two charts of a pair. */
#define PAIR_GAP 24.0

/* The options with the palette drawn with now. */
static void
with_palette (QdHmmView *self, const QdPalette *palette, QdHmmBeliefsOptions *beliefs, QdHmmTrellisOptions *trellis,
              QdHmmBoardOptions *board)
{
  const QdPalette *p = palette != NULL ? palette : qd_canvas_get_palette (QD_CANVAS (self));

  *beliefs = self->beliefs;
  *trellis = self->trellis;
  *board = self->board;
  beliefs->palette = trellis->palette = board->palette = p;
}

static void
qd_hmm_view_get_picture_size (QdCanvas *canvas, double *width, double *height)
{
  QdHmmView *self = QD_HMM_VIEW (canvas);
  QdHmmBeliefsOptions beliefs;
  QdHmmTrellisOptions trellis;
  QdHmmBoardOptions board;

  with_palette (self, NULL, &beliefs, &trellis, &board);
  if (self->show == SHOW_BELIEFS)
    {
      qd_hmm_render_beliefs_get_size (self->hmm, &beliefs, width, height);
      if (self->has_under)
        {
          QdHmmBeliefsOptions under = self->under;
          double w = 0, h = 0;

          under.palette = beliefs.palette;
          qd_hmm_render_beliefs_get_size (self->hmm, &under, &w, &h);
          *width = MAX (*width, w);
          *height += PAIR_GAP + h;
        }
    }
  else if (self->show == SHOW_TRELLIS)
    qd_hmm_render_trellis_get_size (self->hmm, &trellis, width, height);
  else if (self->show == SHOW_BOARD)
    qd_hmm_render_board_get_size (self->grid, &board, width, height);
}

/* The chart, and the one under it (its background painted by its render). */
static void
draw_beliefs (QdHmmView *self, cairo_t *cr, const QdHmmBeliefsOptions *beliefs)
{
  QdHmmBeliefsOptions under = self->under;
  double w = 0, h = 0, w2 = 0, h2 = 0;

  if (!self->has_under)
    {
      qd_hmm_render_beliefs (cr, self->hmm, beliefs);
      return;
    }
  under.palette = beliefs->palette;
  qd_hmm_render_beliefs_get_size (self->hmm, beliefs, &w, &h);
  qd_hmm_render_beliefs_get_size (self->hmm, &under, &w2, &h2);
  cairo_set_source_rgba (cr, beliefs->palette->background.r, beliefs->palette->background.g,
                         beliefs->palette->background.b, beliefs->palette->background.a);
  cairo_paint (cr);
  qd_hmm_render_beliefs (cr, self->hmm, beliefs);
  cairo_save (cr);
  cairo_translate (cr, 0, h + PAIR_GAP);
  cairo_rectangle (cr, 0, 0, w2, h2);
  cairo_clip (cr);
  qd_hmm_render_beliefs (cr, self->hmm, &under);
  cairo_restore (cr);
}

static void
qd_hmm_view_draw_picture (QdCanvas *canvas, cairo_t *cr, const QdPalette *palette)
{
  QdHmmView *self = QD_HMM_VIEW (canvas);
  QdHmmBeliefsOptions beliefs;
  QdHmmTrellisOptions trellis;
  QdHmmBoardOptions board;

  with_palette (self, palette, &beliefs, &trellis, &board);
  if (self->show == SHOW_BELIEFS)
    draw_beliefs (self, cr, &beliefs);
  else if (self->show == SHOW_TRELLIS)
    qd_hmm_render_trellis (cr, self->hmm, &trellis);
  else if (self->show == SHOW_BOARD)
    qd_hmm_render_board (cr, self->grid, &board);
}

/* ------------------------------------------------ keyboard and screen reader */

/* The steps drawn (the chart's window, predicted columns included). */
static guint
qd_hmm_view_n_cells (QdCanvas *canvas)
{
  QdHmmView *self = QD_HMM_VIEW (canvas);

  if (self->show == SHOW_BELIEFS)
    return (guint) self->beliefs.steps.T + self->beliefs.n_predicted;
  if (self->show == SHOW_TRELLIS)
    return (guint) self->trellis.steps.T;
  return 0;
}

/* Cell k is step k + 1: its column, from the first state's box to the last's. */
static void
qd_hmm_view_get_cell (QdCanvas *canvas, guint cell, graphene_rect_t *rect)
{
  QdHmmView *self = QD_HMM_VIEW (canvas);
  double x = 0, y = 0, w = 0, h = 0, x2 = 0, y2 = 0, w2 = 0, h2 = 0;
  guint last = self->hmm != NULL ? qd_hmm_n_states (self->hmm) - 1 : 0;
  gboolean found = FALSE;

  if (self->show == SHOW_BELIEFS)
    found = qd_hmm_render_beliefs_cell_box (self->hmm, &self->beliefs, cell + 1, 0, &x, &y, &w, &h) &&
            qd_hmm_render_beliefs_cell_box (self->hmm, &self->beliefs, cell + 1, last, &x2, &y2, &w2, &h2);
  else if (self->show == SHOW_TRELLIS)
    found = qd_hmm_render_trellis_node_box (self->hmm, &self->trellis, cell + 1, 0, &x, &y, &w, &h) &&
            qd_hmm_render_trellis_node_box (self->hmm, &self->trellis, cell + 1, last, &x2, &y2, &w2, &h2);
  if (found)
    graphene_rect_init (rect, x, y, w, y2 + h2 - y);
  else
    graphene_rect_init (rect, 0, 0, 0, 0);
}

static char *
qd_hmm_view_describe_cell (QdCanvas *canvas, guint cell)
{
  QdHmmView *self = QD_HMM_VIEW (canvas);

  if (cell >= qd_hmm_view_n_cells (canvas))
    return g_strdup ("");
  if (self->show == SHOW_BELIEFS)
    return qd_hmm_render_beliefs_describe (self->hmm, &self->beliefs, cell + 1);
  return qd_hmm_render_trellis_describe (self->hmm, &self->trellis, cell + 1);
}

static char *
qd_hmm_view_describe (QdCanvas *canvas)
{
  QdHmmView *self = QD_HMM_VIEW (canvas);
  g_autofree char *board = NULL;

  switch (self->show)
    {
    case SHOW_BELIEFS:
      return g_strdup_printf (_("%s, %u steps."), self->beliefs.kind != NULL ? self->beliefs.kind : _("Beliefs"),
                              (guint) self->beliefs.steps.T);
    case SHOW_TRELLIS:
      return g_strdup_printf (_("Viterbi trellis, %u steps."), (guint) self->trellis.steps.T);
    case SHOW_BOARD:
      board = qd_hmm_render_board_describe (self->grid, &self->board);
      return self->before != NULL ? g_strdup_printf ("%s %s", self->before, board) : g_steal_pointer (&board);
    default:
      return NULL;
    }
}

static void
on_pressed (QdHmmView *self, double x, double y, gint n_press)
{
  gsize t = 0;
  guint state = 0;
  gboolean hit = FALSE;

  if (self->show == SHOW_BELIEFS)
    hit = qd_hmm_render_beliefs_hit (self->hmm, &self->beliefs, x, y, &t, &state);
  else if (self->show == SHOW_TRELLIS)
    hit = qd_hmm_render_trellis_hit (self->hmm, &self->trellis, x, y, &t, &state);
  if (!hit || t == 0)
    return;
  qd_canvas_set_cursor (QD_CANVAS (self), (gint) t - 1);
  g_signal_emit (self, signals[STEP_CLICKED], 0, (guint) t);
}

static void
on_cell_activated (QdHmmView *self, guint cell)
{
  if (cell < qd_hmm_view_n_cells (QD_CANVAS (self)))
    g_signal_emit (self, signals[STEP_CLICKED], 0, cell + 1);
}

static void
qd_hmm_view_finalize (GObject *object)
{
  g_free (QD_HMM_VIEW (object)->before);
  G_OBJECT_CLASS (qd_hmm_view_parent_class)->finalize (object);
}

static void
qd_hmm_view_class_init (QdHmmViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = qd_hmm_view_finalize;
  QD_CANVAS_CLASS_SET_BOARD (klass, qd_hmm_view);
  signals[STEP_CLICKED] = qd_signal_new (klass, "step-clicked", 1, G_TYPE_UINT);
}

static void
qd_hmm_view_init (QdHmmView *self)
{
  qd_hmm_render_beliefs_options_init (&self->beliefs, NULL);
  qd_hmm_render_trellis_options_init (&self->trellis, NULL);
  qd_hmm_render_board_options_init (&self->board, NULL);
  qd_canvas_set_fit (QD_CANVAS (self), TRUE);
  qd_canvas_set_text_fit_limits (QD_CANVAS (self), 0.5, 1.5);
  g_signal_connect (self, "pressed", G_CALLBACK (on_pressed), NULL);
  g_signal_connect (self, "cell-activated", G_CALLBACK (on_cell_activated), NULL);
  g_signal_connect_swapped (self, "cursor-moved", G_CALLBACK (qd_canvas_redraw), self);
}

/* The cursor kept within the cells of what is shown now. */
static void
shown (QdHmmView *self, Show show)
{
  gint cursor = qd_canvas_get_cursor (QD_CANVAS (self));
  guint n;

  self->show = show;
  n = qd_hmm_view_n_cells (QD_CANVAS (self));
  if (cursor >= 0 && (guint) cursor >= n)
    qd_canvas_set_cursor (QD_CANVAS (self), n > 0 ? (gint) n - 1 : -1);
  qd_canvas_contents_changed (QD_CANVAS (self));
}

void
qd_hmm_view_clear (QdHmmView *self)
{
  self->hmm = NULL;
  self->grid = NULL;
  shown (self, SHOW_NOTHING);
}

void
qd_hmm_view_set_beliefs (QdHmmView *self, const QdHmm *hmm, const QdHmmBeliefsOptions *options)
{
  qd_hmm_view_set_beliefs_pair (self, hmm, options, NULL);
}

void
qd_hmm_view_set_beliefs_pair (QdHmmView *self, const QdHmm *hmm, const QdHmmBeliefsOptions *options,
                              const QdHmmBeliefsOptions *under)
{
  self->hmm = hmm;
  self->beliefs = *options;
  self->has_under = under != NULL;
  if (under != NULL)
    self->under = *under;
  shown (self, SHOW_BELIEFS);
}

void
qd_hmm_view_set_trellis (QdHmmView *self, const QdHmm *hmm, const QdHmmTrellisOptions *options)
{
  self->hmm = hmm;
  self->trellis = *options;
  shown (self, SHOW_TRELLIS);
}

void
qd_hmm_view_set_board (QdHmmView *self, const QdHiddenGrid *grid, const QdHmmBoardOptions *options,
                       const char *before)
{
  self->grid = grid;
  self->board = *options;
  g_free (self->before);
  self->before = g_strdup (before);
  shown (self, SHOW_BOARD);
}
