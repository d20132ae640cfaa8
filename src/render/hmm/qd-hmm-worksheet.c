/* qd-hmm-worksheet.c — filtering and Viterbi by hand on a two-state model
 * (qd-hmm-worksheet.h). */
#include "config.h"
#include "qd-hmm-worksheet.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-random.h"
#include "problems/hmm/qd-hmm.h"

#define MAX_DAYS 4
#define TIE      1e-9   /* Viterbi's messages this close: drawn again (the key would be ambiguous) */

/* Two states and two observations each; the first theme is the book's. */
static const char *const themes[][5] = {
  { "The umbrella world", "rain", "no-rain", "umbrella", "no-umbrella" },
  { "Ice creams", "hot", "cold", "three-cones", "one-cone" },
  { "A sleepy student", "awake", "asleep", "eyes-open", "eyes-closed" },
  { "A sick robot", "working", "broken", "beeps", "silent" },
};

typedef struct {
  QdHmm *hmm;
  guint days;
  guint evidence[MAX_DAYS];
  double predicted[MAX_DAYS][2];   /* P(X_t | e_1:t−1) */
  double filtered[MAX_DAYS][2];    /* P(X_t | e_1:t) */
  double message[MAX_DAYS][2];     /* m_1:t */
  guint path[MAX_DAYS];
  char *answer;
} Exercise;

static void
exercise_free (gpointer data)
{
  Exercise *e = data;

  qd_hmm_free (e->hmm);
  g_free (e->answer);
  g_free (e);
}

/* A tenth from LOW to HIGH tenths, and its complement to 1 in tenths. */
static double
tenths (guint64 *rng, guint low, guint high)
{
  return (low + qd_random_below (rng, high - low + 1)) / 10.0;
}

static char *
model_text (const char *const *theme, const double *numbers)
{
  return qd_format_c ("title: %s\nstates: %s %s\nobservations: %s %s\nprior: %g %g\ntransition:\n"
                      "  %s: %g %g\n  %s: %g %g\nsensor:\n  %s: %g %g\n  %s: %g %g\n",
                      theme[0], theme[1], theme[2], theme[3], theme[4], numbers[0], 1 - numbers[0],
                      theme[1], numbers[1], round ((1 - numbers[1]) * 10) / 10,
                      theme[2], round ((1 - numbers[2]) * 10) / 10, numbers[2],
                      theme[1], numbers[3], round ((1 - numbers[3]) * 10) / 10,
                      theme[2], numbers[4], round ((1 - numbers[4]) * 10) / 10);
}

/* The book's umbrella world (easy), or a model in tenths: a prior, each
 * state staying with 0.6 to 0.9, each state's own observation seen with
 * 0.6 to 0.9 (the first state's) or 0.1 to 0.4 (the second's). */
static QdHmm *
build (guint64 *rng, QdWorksheetDifficulty difficulty)
{
  guint t = difficulty == QD_WORKSHEET_EASY ? 0 : 1 + qd_random_below (rng, G_N_ELEMENTS (themes) - 1);
  double book[5] = { 0.5, 0.7, 0.7, 0.9, 0.2 }, numbers[5];
  g_autofree char *text = NULL;

  if (difficulty == QD_WORKSHEET_EASY)
    memcpy (numbers, book, sizeof numbers);
  else
    {
      numbers[0] = tenths (rng, 2, 8);
      numbers[1] = tenths (rng, 6, 9);
      numbers[2] = tenths (rng, 6, 9);
      numbers[3] = tenths (rng, 6, 9);
      numbers[4] = tenths (rng, 1, 4);
    }
  text = model_text (themes[t], numbers);
  return qd_hmm_parse (text, strlen (text), NULL);
}

/* The answers by the engine; FALSE when Viterbi has a tie on the way. */
static gboolean
solve (Exercise *e)
{
  const QdHidden *m = e->hmm->numbers;
  double filtered[MAX_DAYS * 2], logs[MAX_DAYS * 2];
  QdHiddenRun run = { 0 };

  if (qd_hidden_filter (m, e->evidence, e->days, filtered, &run) != QD_HIDDEN_OK ||
      qd_hidden_viterbi (m, e->evidence, e->days, e->path, logs, &run) != QD_HIDDEN_OK)
    return FALSE;
  for (guint t = 0; t < e->days; t++)
    {
      qd_hidden_predict (m, t == 0 ? m->prior : filtered + 2 * (t - 1), 1, e->predicted[t]);
      for (guint i = 0; i < 2; i++)
        {
          e->filtered[t][i] = filtered[2 * t + i];
          e->message[t][i] = exp (logs[2 * t + i]);
        }
      if (fabs (e->message[t][0] - e->message[t][1]) < TIE)
        return FALSE;
    }
  return TRUE;
}

/* What `quandary-cli hmm FILE --evidence E --filter` prints: a line per
 * day, "t STATE P STATE P". */
static char *
answer_of (const Exercise *e)
{
  GString *out = g_string_new (NULL);

  for (guint t = 0; t < e->days; t++)
    qd_string_append_c (out, "%u %s %.10f %s %.10f\n", t + 1, e->hmm->states[0], e->filtered[t][0],
                        e->hmm->states[1], e->filtered[t][1]);
  return g_string_free (out, FALSE);
}

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  guint64 rng = qd_random_mix (seed);

  e->days = difficulty == QD_WORKSHEET_EASY ? 2 : difficulty == QD_WORKSHEET_MEDIUM ? 3 : 4;
  do
    {
      g_clear_pointer (&e->hmm, qd_hmm_free);
      e->hmm = build (&rng, difficulty);
      for (guint t = 0; t < e->days; t++)
        e->evidence[t] = qd_random_below (&rng, 2);
    }
  while (!solve (e));
  e->answer = answer_of (e);
  return e;
}

/* "umbrella,no-umbrella": one word on a command line. */
static char *
evidence_word (const Exercise *e, const char *separator)
{
  GString *out = g_string_new (NULL);

  for (guint t = 0; t < e->days; t++)
    g_string_append_printf (out, "%s%s", t > 0 ? separator : "", e->hmm->observations[e->evidence[t]]);
  return g_string_free (out, FALSE);
}

/* The model's file under a comment naming the command that answers it. */
static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;
  g_autofree char *file = qd_hmm_to_text (e->hmm);
  g_autofree char *evidence = evidence_word (e, ",");

  return g_strdup_printf ("# worksheet: quandary-cli hmm FILE --evidence %s --filter\n%s", evidence, file);
}

static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;

  return g_strdup (e->answer);
}

/* ------------------------------------------------------------ drawing */

#define TEXT       9.5
#define LINE       (4.6 * QD_WORKSHEET_MM)
#define LABEL      (58.0 * QD_WORKSHEET_MM)   /* the rows' labels, left of the boxes */
#define BOX_WIDTH  (24.0 * QD_WORKSHEET_MM)
#define BOX_GAP    (3.0 * QD_WORKSHEET_MM)

/* The model in three lines of numbers; returns the next y. */
static double
draw_model (cairo_t *cr, const Exercise *e, double y, double width, const QdPalette *palette)
{
  const QdHidden *m = e->hmm->numbers;
  char *const *s = e->hmm->states, *const *o = e->hmm->observations;
  g_autofree char *prior = qd_format_c ("P(X₀): %s %g, %s %g", s[0], m->prior[0], s[1], m->prior[1]);
  g_autofree char *stay = qd_format_c ("P(X_t+1 = %s | X_t = %s) = %g,   P(X_t+1 = %s | X_t = %s) = %g", s[0], s[0],
                                       m->prob[m->first[0]], s[0], s[1], m->prob[m->first[1]]);
  g_autofree char *sensor = qd_format_c ("P(%s | %s) = %g,   P(%s | %s) = %g", o[0], s[0], m->sensor[0], o[0], s[1],
                                         m->sensor[2]);
  const char *lines[] = { prior, stay, sensor };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      qd_worksheet_text_fit (cr, palette, lines[i], TEXT, FALSE, 0, y, 0, width);
      y += LINE;
    }
  return y;
}

/* A row of boxes, one per day: LABEL left, VALUES (NULL: blanks) in them. */
static double
draw_row (cairo_t *cr, const Exercise *e, const char *label, const double *values, guint stride, guint decimals,
          double y, const QdPalette *palette)
{
  double middle = y + QD_WORKSHEET_BLANK * 0.64;

  qd_worksheet_text_fit (cr, palette, label, TEXT, FALSE, 0, middle, 0, LABEL - 4);
  for (guint t = 0; t < e->days; t++)
    {
      double x = LABEL + t * (BOX_WIDTH + BOX_GAP);

      qd_worksheet_box (cr, palette, x, y, BOX_WIDTH, QD_WORKSHEET_BLANK);
      if (values != NULL)
        {
          g_autofree char *number = qd_format_c ("%.*f", (int) decimals, values[t * stride]);

          qd_worksheet_text (cr, palette, number, TEXT + 1, FALSE, x + BOX_WIDTH / 2, middle, 0.5);
        }
    }
  return y + QD_WORKSHEET_BLANK + 1.5;
}

static void
draw_path_row (cairo_t *cr, const Exercise *e, gboolean filled, double y, const QdPalette *palette)
{
  double middle = y + QD_WORKSHEET_BLANK * 0.64;

  qd_worksheet_text_fit (cr, palette, _("Most likely sequence"), TEXT, TRUE, 0, middle, 0, LABEL - 4);
  for (guint t = 0; t < e->days; t++)
    {
      double x = LABEL + t * (BOX_WIDTH + BOX_GAP);

      qd_worksheet_box (cr, palette, x, y, BOX_WIDTH, QD_WORKSHEET_BLANK);
      if (filled)
        qd_worksheet_text_fit (cr, palette, e->hmm->states[e->path[t]], TEXT, FALSE, x + BOX_WIDTH / 2, middle, 0.5,
                               BOX_WIDTH - 4);
    }
}

/* The days' heads, "Day 1" over its evidence. */
static double
draw_days (cairo_t *cr, const Exercise *e, double y, const QdPalette *palette)
{
  for (guint t = 0; t < e->days; t++)
    {
      g_autofree char *head = g_strdup_printf (_("Day %u"), t + 1);
      double x = LABEL + t * (BOX_WIDTH + BOX_GAP) + BOX_WIDTH / 2;

      qd_worksheet_text_fit (cr, palette, head, TEXT, TRUE, x, y, 0.5, BOX_WIDTH + BOX_GAP - 2);
      qd_worksheet_text_fit (cr, palette, e->hmm->observations[e->evidence[t]], TEXT, FALSE, x, y + LINE * 0.8, 0.5,
                             BOX_WIDTH + BOX_GAP - 2);
    }
  return y + LINE * 1.4;
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  char *const *s = e->hmm->states;
  double y = 4.0 * QD_WORKSHEET_MM;
  struct { const char *format; const double *values; guint decimals; } rows[] = {
    { N_("Predicted P(%s | e_1:t−1)"), &e->predicted[0][0], 3 },
    { N_("Filtered P(%s | e_1:t)"), &e->filtered[0][0], 3 },
    { N_("Viterbi m_1:t(%s)"), &e->message[0][0], 4 },
  };

  palette = qd_palette_or_light (palette);
  y = draw_model (cr, e, y, width, palette) + LINE * 0.3;
  y = draw_days (cr, e, y, palette);
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    for (guint i = 0; i < 2; i++)
      {
        g_autofree char *label = g_strdup_printf (_(rows[r].format), s[i]);

        y = draw_row (cr, e, label, filled ? rows[r].values + i : NULL, 2, rows[r].decimals, y, palette);
      }
  draw_path_row (cr, e, filled, y + 3, palette);
}

const QdWorksheetKind qd_hmm_worksheet = {
  .name = "hmm",
  .title = N_("Filtering and the most likely sequence by hand"),
  .puzzle = N_("Hidden Markov model"),
  .task = N_("Day by day: predict (push the last belief through the transitions), then update (multiply by the "
             "sensor and normalise); then Viterbi’s messages and the most likely sequence."),
  .extension = "hmm",
  .command = "quandary-cli hmm FILE --evidence E --filter (the file’s first line)",
  .generate = generate,
  .free = exercise_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
