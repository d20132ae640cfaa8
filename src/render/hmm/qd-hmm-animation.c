/* qd-hmm-animation.c — a model's question step by step, and a hunt turn
 * by turn, as animations (qd-hmm-animation.h). */
#include "config.h"
#include "qd-hmm-animation.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "render/hmm/qd-hmm-render.h"

#define TRELLIS_WIDTH    1100.0  /* the trellis's columns keep within this */
#define TRELLIS_COLUMN     96.0
#define TRELLIS_NARROWEST   8.0
#define MAX_NUMBERS (G_GUINT64_CONSTANT (1) << 27)

/* ---- a model */

typedef struct {
  QdHmm *hmm;                  /* a copy */
  guint *evidence;
  gsize T;
  QdHmmQuestion question;
  QdHmmAnswer answer;
  double *forward;             /* SMOOTH: the filtered beliefs, the forward pass (T × n) */
  guint predict;
  double *shown;               /* scratch: the columns a frame shows (T × n), then predict × n */
  double column;               /* the trellis's column, the same in every frame */
} Model;

static void
model_free (gpointer data)
{
  Model *m = data;

  qd_hmm_free (m->hmm);
  g_free (m->evidence);
  qd_hmm_answer_clear (&m->answer);
  g_free (m->forward);
  g_free (m->shown);
  g_free (m);
}

static QdHmm *
hmm_copy (const QdHmm *hmm)
{
  g_autofree char *text = qd_hmm_to_text (hmm);

  return qd_hmm_parse (text, strlen (text), NULL);
}

/* The forward pass's frames (T), the backward pass's (SMOOTH: T − 1 more),
 * the predicted steps'. */
static guint
model_steps (const Model *m)
{
  if (m->question == QD_HMM_VITERBI)
    return (guint) m->T;
  return (guint) (m->T + (m->question == QD_HMM_SMOOTH ? m->T - 1 : 0) + m->predict);
}

/* What frame STEP shows: the columns filled (NaN where not yet), the
 * current step (from 1); into m->shown. */
static gsize
model_fill (Model *m, guint step)
{
  guint n = m->answer.n_states;
  gsize T = m->T, filled = MIN (step, T), back = 0, current = filled;
  const double *forward = m->question == QD_HMM_SMOOTH ? m->forward : m->answer.belief;
  double *predicted = m->shown + T * n;

  if (m->question == QD_HMM_SMOOTH && step > T)
    back = MIN (step - T, T - 1) + 1;   /* the last BACK columns smoothed */
  for (gsize t = 0; t < T; t++)
    for (guint i = 0; i < n; i++)
      m->shown[t * n + i] = t >= filled ? NAN : t >= T - back ? m->answer.belief[t * n + i] : forward[t * n + i];
  if (back > 0)
    current = T - back + 1;
  for (guint k = 0; k < m->predict; k++)
    for (guint i = 0; i < n; i++)
      predicted[(gsize) k * n + i] = step >= model_steps (m) - m->predict + k + 1 ? m->answer.predicted[k * n + i]
                                                                                  : NAN;
  if (step > model_steps (m) - m->predict && m->predict > 0)
    current = T + (step - (model_steps (m) - m->predict));
  return current;
}

static const char *
model_kind (const Model *m, guint step)
{
  switch (m->question)
    {
    case QD_HMM_SMOOTH:
      return step <= m->T ? _("Forward: P(X_t | e_1:t)") : _("Backward: smoothed P(X_t | e_1:T)");
    case QD_HMM_LAG: return _("Fixed-lag smoothed: P(X_t | e_1:t+d)");
    case QD_HMM_PARTICLES: return _("The particles’ estimate of P(X_t | e_1:t)");
    default: return _("Filtered: P(X_t | e_1:t)");
    }
}

static void
beliefs_options (Model *m, guint step, const QdPalette *palette, QdHmmBeliefsOptions *o)
{
  qd_hmm_render_beliefs_options_init (o, palette);
  o->steps.evidence = m->evidence;
  o->steps.T = m->T;
  o->steps.current = model_fill (m, step);
  o->belief = m->shown;
  o->kind = model_kind (m, step);
  o->predicted = m->predict > 0 ? m->shown + m->T * m->answer.n_states : NULL;
  o->n_predicted = m->predict;
}

/* The trellis of steps 1 … STEP (all its columns as wide as in the last frame). */
static void
trellis_options (const Model *m, guint step, const QdPalette *palette, QdHmmTrellisOptions *o)
{
  qd_hmm_render_trellis_options_init (o, palette);
  o->steps.evidence = m->evidence;
  o->steps.T = MAX (step, 1);
  o->steps.current = step;
  o->steps.column = m->column;
  o->log_messages = step > 0 ? m->answer.log_messages : NULL;
  o->title = _("Viterbi’s messages m_1:t");
}

static void
model_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Model *m = data;

  if (m->question == QD_HMM_VITERBI)
    {
      QdHmmTrellisOptions o;

      trellis_options (m, step, palette, &o);
      qd_hmm_render_trellis (cr, m->hmm, &o);
    }
  else
    {
      QdHmmBeliefsOptions o;

      beliefs_options (m, step, palette, &o);
      qd_hmm_render_beliefs (cr, m->hmm, &o);
    }
}

static char *
model_describe (guint step, gpointer data)
{
  Model *m = data;

  if (m->question == QD_HMM_VITERBI)
    {
      QdHmmTrellisOptions o;

      trellis_options (m, step, NULL, &o);
      return qd_hmm_render_trellis_describe (m->hmm, &o, step);
    }
  else
    {
      QdHmmBeliefsOptions o;

      beliefs_options (m, step, NULL, &o);
      return qd_hmm_render_beliefs_describe (m->hmm, &o, o.steps.current);
    }
}

static gboolean
model_refuse (Model *m, GError **error)
{
  if (model_steps (m) <= QD_ANIMATION_MAX_STEPS)
    return FALSE;
  g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_TOO_BIG, _("%u frames are more than an animation holds (%u)"),
               model_steps (m) + 1, QD_ANIMATION_MAX_STEPS + 1);
  return TRUE;
}

QdAnimation *
qd_hmm_animation_model_new (const QdHmm *hmm, const guint *evidence, gsize T, const QdHmmAskOptions *ask,
                            GError **error)
{
  Model *m = g_new0 (Model, 1);
  QdHmmAskOptions defaults;
  double width, height;
  guint n = qd_hmm_n_states (hmm);

  if (ask == NULL)
    qd_hmm_ask_options_init (&defaults);
  m->question = ask != NULL ? ask->question : QD_HMM_FILTER;
  m->predict = m->question == QD_HMM_VITERBI || ask == NULL ? 0 : ask->predict;
  m->T = T;
  if (T == 0)
    g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_EVIDENCE, _("No evidence: an animation needs at least one step"));
  if (T == 0 || model_refuse (m, error)
      || !qd_hmm_ask (hmm, evidence, T, ask != NULL ? ask : &defaults, &m->answer, error))
    {
      model_free (m);
      return NULL;
    }
  if (m->answer.predicted == NULL)
    m->predict = 0;
  m->hmm = hmm_copy (hmm);
  m->evidence = g_memdup2 (evidence, T * sizeof *evidence);
  m->shown = g_new (double, (T + m->predict) * n);
  if (m->question == QD_HMM_SMOOTH)
    {
      m->forward = g_new (double, T * n);
      qd_hidden_filter (hmm->numbers, evidence, T, m->forward, &(QdHiddenRun) { 0 });
    }
  if (m->question == QD_HMM_VITERBI)
    {
      QdHmmTrellisOptions o;

      m->column = CLAMP (TRELLIS_WIDTH / (double) T, TRELLIS_NARROWEST, TRELLIS_COLUMN);
      trellis_options (m, (guint) T, NULL, &o);
      qd_hmm_render_trellis_get_size (m->hmm, &o, &width, &height);
    }
  else
    {
      QdHmmBeliefsOptions o;

      beliefs_options (m, 0, NULL, &o);
      qd_hmm_render_beliefs_get_size (m->hmm, &o, &width, &height);
    }
  return qd_animation_new (model_steps (m), width, height, model_draw, model_describe, m, model_free);
}

/* ---- a hunt */

typedef struct {
  double *belief;              /* n_cells */
  guint *particles;
  guint n_particles;
  guint *truth;
  guint n_truth;
  gint hunter;
  char *caption;
} Frame;

typedef struct {
  QdHiddenGrid *grid;          /* a copy (the play's hunt is its own) */
  GPtrArray *frames;           /* Frame */
  gboolean show_ghosts, particles;
  double scale;                /* the largest belief of any frame */
  guint64 numbers;             /* held in all the frames */
  gboolean *caught;            /* n_ghosts: before the turn */
  double *belief;              /* scratch */
  guint *scratch;
  gboolean full;
} Hunt;

static void
frame_free (gpointer data)
{
  Frame *f = data;

  g_free (f->belief);
  g_free (f->particles);
  g_free (f->truth);
  g_free (f->caption);
  g_free (f);
}

static void
hunt_free (gpointer data)
{
  Hunt *h = data;

  qd_hidden_grid_free (h->grid);
  g_ptr_array_unref (h->frames);
  g_free (h->caught);
  g_free (h->belief);
  g_free (h->scratch);
  g_free (h);
}

static char *
turn_caption (const QdHmmHunt *hunt, guint turn, guint move, const gboolean *caught_before)
{
  g_autofree char *move_text = NULL, *readings = NULL, *caught = NULL;

  qd_hmm_play_describe (hunt, move, turn == 0 ? NULL : caught_before, &move_text, &readings, &caught);
  if (caught[0] != '\0')
    /* TRANSLATORS: a hunt's frame: the turn, the hunter's move, the readings, the ghosts caught */
    return g_strdup_printf (_("Turn %u: %s; readings %s; caught %s"), turn, move_text, readings, caught);
  /* TRANSLATORS: a hunt's frame: the turn, the hunter's move, the readings */
  return g_strdup_printf (_("Turn %u: %s; readings %s"), turn, move_text, readings);
}

static void
hunt_on_turn (const QdHmmHunt *hunt, const QdHmmTracker *tracker, guint turn, guint move, gpointer data)
{
  Hunt *h = data;
  guint n = hunt->grid->n_cells, n_particles;
  Frame *f;

  n_particles = qd_hmm_play_board_belief (hunt, tracker, h->belief, h->scratch);
  h->numbers += n + n_particles;
  if (h->full || h->numbers > MAX_NUMBERS)
    {
      h->full = TRUE;
      return;
    }
  f = g_new0 (Frame, 1);
  f->belief = g_memdup2 (h->belief, n * sizeof (double));
  f->n_particles = n_particles;
  f->particles = g_memdup2 (h->scratch, MAX (n_particles, 1) * sizeof (guint));
  f->truth = g_new (guint, MAX (hunt->n_ghosts, 1));
  f->n_truth = qd_hmm_play_truth (hunt, f->truth, &f->hunter);
  f->caption = turn_caption (hunt, turn, move, h->caught);
  for (guint s = 0; s < n; s++)
    h->scale = MAX (h->scale, h->belief[s]);
  memcpy (h->caught, hunt->caught, hunt->n_ghosts * sizeof (gboolean));
  g_ptr_array_add (h->frames, f);
}

static void
board_options (const Hunt *h, const Frame *f, const QdPalette *palette, QdHmmBoardOptions *o)
{
  qd_hmm_render_board_options_init (o, palette);
  o->belief = f != NULL ? f->belief : NULL;
  o->scale = h->scale;
  o->particles = f != NULL && f->n_particles > 0 ? f->particles : NULL;
  o->n_particles = f != NULL ? f->n_particles : 0;
  o->side_by_side = h->particles;
  o->truth = f != NULL && h->show_ghosts ? f->truth : NULL;
  o->n_truth = f != NULL && h->show_ghosts ? f->n_truth : 0;
  o->hunter = f != NULL ? f->hunter : -1;
}

static void
hunt_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Hunt *h = data;
  QdHmmBoardOptions o;

  board_options (h, g_ptr_array_index (h->frames, MIN (step, h->frames->len - 1)), palette, &o);
  qd_hmm_render_board (cr, h->grid, &o);
}

static char *
hunt_describe (guint step, gpointer data)
{
  Hunt *h = data;
  const Frame *f = g_ptr_array_index (h->frames, MIN (step, h->frames->len - 1));

  return g_strdup (f->caption);
}

static QdHiddenGrid *
grid_copy (const QdHiddenGrid *grid)
{
  g_autofree guint8 *wall = g_new (guint8, (gsize) grid->width * grid->height);

  for (gsize i = 0; i < (gsize) grid->width * grid->height; i++)
    wall[i] = grid->cell_of[i] == G_MAXUINT;
  return qd_hidden_grid_new (grid->width, grid->height, wall, NULL);
}

QdAnimation *
qd_hmm_animation_hunt_new (const QdHmmPlay *play, gboolean show_ghosts, GError **error)
{
  const QdHmmHunt *board = play->board;
  Hunt *h = g_new0 (Hunt, 1);
  QdHmmBoardOptions o;
  double width, height;

  if (play->turns > QD_ANIMATION_MAX_STEPS)
    {
      g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_TOO_BIG, _("%u turns are more than an animation holds (%u)"),
                   play->turns, QD_ANIMATION_MAX_STEPS);
      g_free (h);
      return NULL;
    }
  h->grid = grid_copy (board->grid);
  h->frames = g_ptr_array_new_with_free_func (frame_free);
  h->show_ghosts = show_ghosts;
  h->particles = play->particles > 0;
  h->caught = g_new0 (gboolean, MAX (board->n_ghosts, 1));
  h->belief = g_new (double, board->grid->n_cells);
  h->scratch = g_new (guint, (gsize) MAX (board->n_ghosts, 1) * MAX (play->particles, 1));
  if (qd_hmm_play_run (play, hunt_on_turn, h, error) < 0 || h->full)
    {
      if (h->full)
        g_set_error (error, QD_HMM_ERROR, QD_HMM_ERROR_TOO_BIG,
                     _("The hunt’s frames would hold more numbers than an animation keeps: fewer turns or particles"));
      hunt_free (h);
      return NULL;
    }
  board_options (h, g_ptr_array_index (h->frames, 0), NULL, &o);
  qd_hmm_render_board_get_size (h->grid, &o, &width, &height);
  return qd_animation_new (h->frames->len - 1, width, height, hunt_draw, hunt_describe, h, hunt_free);
}
