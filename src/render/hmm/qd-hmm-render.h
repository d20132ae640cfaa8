/* qd-hmm-render.h — inference over time drawn with cairo: the same drawings
 * for the tab, --png/--svg/--pdf and reports.  Three pictures:
 *
 *   - beliefs over time (qd-hmm-render-beliefs.c): a column per step t = 1 …
 *     T with the evidence under it, a row per state, each cell shaded by
 *     its probability on the heat scale (qd_palette_heat) with the number
 *     where it fits; one kind of belief at a time (filtered, smoothed,
 *     lagged, predicted: the caller's array and label), optional predicted
 *     columns after a separator;
 *   - the Viterbi trellis (qd-hmm-render-trellis.c): a node per state and
 *     step holding the book's message m_1:t, each node's best predecessor
 *     a faint edge, the most likely sequence bold in the accent colour
 *     (AIMA 4th ed. fig. 14.6);
 *   - a board (qd-hmm-render-board.c): the grid world's walls, the belief
 *     as a heat map, particles as a cloud of dots, the hidden movers' true
 *     squares (ghosts) and the hunter; overlaid, or exact belief and
 *     particles side by side.
 *
 * Steps count from 1, as the book's t; a chart of many steps shows a
 * window of its columns (first, count), thins its labels and leaves out
 * numbers where columns are narrow.  Numbers are written by
 * core/qd-format.h for people (the locale's decimal point). */
#pragma once

#include <cairo.h>

#include "core/qd-hidden-grid.h"
#include "problems/hmm/qd-hmm.h"
#include "render/qd-palette.h"

G_BEGIN_DECLS

/* ---- what both charts over time take */

typedef struct {
  const guint *evidence;      /* T observations (QD_HIDDEN_NONE: none, drawn "–"); NULL: no evidence row */
  gsize T;                    /* the steps observed */
  gsize first;                /* the window: the first column drawn (from 0) */
  gsize count;                /* the columns drawn; 0: every one from first */
  gsize current;              /* the current step (t from 1), highlighted; 0: none */
  double column;              /* a column's width in points; 0: automatic */
  double row;                 /* a row's height in points; 0: automatic */
} QdHmmRenderSteps;

/* ---- beliefs over time */

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  QdHmmRenderSteps steps;
  const double *belief;       /* T × n_states: row t − 1 the belief at step t; NULL: plain cells */
  const char *kind;           /* the title ("Filtered: P(X_t | e_1:t)"); NULL: none */
  double scale;               /* the probability of the strongest shade (many states: the largest
                               * given); 0: 1 */
  const double *predicted;    /* n_predicted × n_states: steps T + 1 …, after a separator */
  guint n_predicted;
  gboolean numbers;           /* probabilities written where they fit (default TRUE) */
} QdHmmBeliefsOptions;

/* Palette (NULL: light), automatic sizes, every column, nothing given,
 * numbers on. */
void     qd_hmm_render_beliefs_options_init (QdHmmBeliefsOptions *options, const QdPalette *palette);
/* The picture's size in points: the title, the state names, the window's
 * columns, the step and evidence labels and the scale's key. */
void     qd_hmm_render_beliefs_get_size (const QdHmm *hmm, const QdHmmBeliefsOptions *options, double *width,
                                         double *height);
/* Paints the background and the chart (options NULL: the defaults). */
void     qd_hmm_render_beliefs     (cairo_t *cr, const QdHmm *hmm, const QdHmmBeliefsOptions *options);
/* Where the cell of step T (from 1; T + k for the k-th predicted) and
 * STATE is drawn; FALSE when its column is outside the window. */
gboolean qd_hmm_render_beliefs_cell_box (const QdHmm *hmm, const QdHmmBeliefsOptions *options, gsize t,
                                         guint state, double *x, double *y, double *width, double *height);
/* The cell under (px, py): its step (from 1) and state; FALSE off the cells. */
gboolean qd_hmm_render_beliefs_hit (const QdHmm *hmm, const QdHmmBeliefsOptions *options, double px, double py,
                                    gsize *t, guint *state);
/* A column for a screen reader: "Step 3, no-umbrella: no-rain 0.809,
 * rain 0.191" (the most likely first, at most five states). */
char    *qd_hmm_render_beliefs_describe (const QdHmm *hmm, const QdHmmBeliefsOptions *options, gsize t);

/* ---- the Viterbi trellis */

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  QdHmmRenderSteps steps;
  const char *title;          /* above the trellis; NULL: none */
  const double *log_messages; /* T × n_states: log m_1:t (qd_hidden_viterbi's); required */
  const guint *path;          /* T states, the most likely sequence; NULL: traced back from the messages */
  gboolean edges;             /* each node's best predecessor, faint (default TRUE) */
} QdHmmTrellisOptions;

void     qd_hmm_render_trellis_options_init (QdHmmTrellisOptions *options, const QdPalette *palette);
void     qd_hmm_render_trellis_get_size (const QdHmm *hmm, const QdHmmTrellisOptions *options, double *width,
                                         double *height);
void     qd_hmm_render_trellis     (cairo_t *cr, const QdHmm *hmm, const QdHmmTrellisOptions *options);
/* The node of step T (from 1) and STATE: its box; FALSE outside the window. */
gboolean qd_hmm_render_trellis_node_box (const QdHmm *hmm, const QdHmmTrellisOptions *options, gsize t,
                                         guint state, double *x, double *y, double *width, double *height);
/* The node whose cell (its column and row) holds (px, py). */
gboolean qd_hmm_render_trellis_hit (const QdHmm *hmm, const QdHmmTrellisOptions *options, double px, double py,
                                    gsize *t, guint *state);
/* Step T of the trellis for a screen reader: "Step 2, umbrella: rain
 * 0.5155 from rain, no-rain 0.0491 from rain; best rain". */
char    *qd_hmm_render_trellis_describe (const QdHmm *hmm, const QdHmmTrellisOptions *options, gsize t);
/* The best predecessor of each state at step T (2 … T; from 1) by the
 * messages of step T − 1 (ties to the lowest state, as qd_hidden_viterbi),
 * into BACK (n_states; G_MAXUINT where no state leads there). */
void     qd_hmm_render_trellis_back (const QdHidden *model, const double *log_messages, gsize t, guint *back);

/* ---- a board */

/* The side of a square the automatic size gives, and the longest side of
 * one board it keeps to (points). */
#define QD_HMM_RENDER_SQUARE     40.0
#define QD_HMM_RENDER_BOARD_MAX 640.0

typedef struct {
  const QdPalette *palette;   /* NULL: light */
  double square;              /* a square's side; 0: automatic */
  const double *belief;       /* n_cells (the grid's states); NULL: none */
  double scale;               /* the probability of the strongest shade (frames share it); 0: the largest */
  const guint *particles;     /* n_particles states; NULL: none */
  guint n_particles;
  const guint *truth;         /* n_truth states: where the hidden movers really are (ghosts); NULL: hidden */
  guint n_truth;
  gint hunter;                /* the hunter's state; -1: none */
  gboolean side_by_side;      /* the belief on a board left, the particles on one right (both given) */
  gboolean numbers;           /* probabilities written in squares large enough (default TRUE) */
} QdHmmBoardOptions;

void     qd_hmm_render_board_options_init (QdHmmBoardOptions *options, const QdPalette *palette);
/* options->square when > 0, else QD_HMM_RENDER_SQUARE or less, so that a
 * board keeps within QD_HMM_RENDER_BOARD_MAX (at least 2 points). */
double   qd_hmm_render_board_square (const QdHiddenGrid *grid, const QdHmmBoardOptions *options);
void     qd_hmm_render_board_get_size (const QdHiddenGrid *grid, const QdHmmBoardOptions *options, double *width,
                                       double *height);
void     qd_hmm_render_board   (cairo_t *cr, const QdHiddenGrid *grid, const QdHmmBoardOptions *options);
/* Square (x, y)'s top left corner on board PANEL (0; 1 the particles' when
 * side by side) and its side. */
void     qd_hmm_render_board_square_box (const QdHiddenGrid *grid, const QdHmmBoardOptions *options, guint panel,
                                         guint x, guint y, double *left, double *top, double *side);
/* The square under (px, py) on either board, y × width + x (walls too);
 * -1 off the boards. */
gint     qd_hmm_render_board_hit (const QdHiddenGrid *grid, const QdHmmBoardOptions *options, double px, double py);
/* For a screen reader: the most likely squares, the particles' spread, the
 * ghosts and the hunter ("Most likely (3, 1) 0.41, (2, 1) 0.22; 500
 * particles on 12 squares; ghost at (3, 1); hunter at (0, 0)"). */
char    *qd_hmm_render_board_describe (const QdHiddenGrid *grid, const QdHmmBoardOptions *options);

G_END_DECLS
