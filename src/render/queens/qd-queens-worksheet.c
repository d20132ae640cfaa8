/* qd-queens-worksheet.c — hill-climbing exercises on N queens
 * (qd-queens-worksheet.h). */
#include "config.h"
#include "qd-queens-worksheet.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "core/qd-random.h"
#include "problems/queens/qd-queens-file.h"
#include "problems/queens/qd-queens-successors.h"
#include "render/qd-draw.h"

typedef struct {
  QdOwned owned;
  QdQueens *q;
  gboolean asked;            /* a move is asked about (some move lowers h) */
  guint ask_col, ask_row;    /* the uphill move whose probability is asked */
  guint64 fall, sum;         /* its fall of h, and all the uphill falls' */
  guint64 best;              /* the lowest h of a successor */
  GArray *best_moves;        /* QdQueensMove */
} Exercise;

static const guint sizes[] = { 5, 6, 8 };

static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  Exercise *e = g_new0 (Exercise, 1);
  guint64 rng = qd_random_mix (seed);
  g_autoptr(GArray) uphill = g_array_new (FALSE, FALSE, sizeof (QdQueensMove));

  e->q = qd_owned_add (&e->owned, qd_queens_new (sizes[MIN ((guint) difficulty, G_N_ELEMENTS (sizes) - 1)]),
                       (GDestroyNotify) qd_queens_free);
  qd_queens_randomize (e->q, &rng);
  /* One board in four is where steepest ascent stops. */
  if (qd_random_below (&rng, 4) == 0)
    {
      QdLocalOptions o;

      qd_local_options_init (&o);
      o.seed = qd_random_next (&rng);
      qd_local_search (qd_queens_neighbourhood (), e->q, &o, NULL);
    }
  e->best_moves =
    qd_owned_add (&e->owned, g_array_new (FALSE, FALSE, sizeof (QdQueensMove)), (GDestroyNotify) g_array_unref);
  e->best = qd_queens_best_moves (e->q, e->best_moves);
  e->sum = qd_queens_uphill_moves (e->q, uphill);
  if (e->sum > 0)
    {
      const QdQueensMove *m = &g_array_index (uphill, QdQueensMove, qd_random_below (&rng, uphill->len));

      e->asked = TRUE;
      e->ask_col = m->col;
      e->ask_row = m->row;
      e->fall = e->q->h - m->h;
    }
  return e;
}

/* The state as a *.queens file, under a comment naming the command that
 * answers it. */
static char *
instance_text (gconstpointer data)
{
  const Exercise *e = data;
  g_autofree char *file = qd_queens_to_string (e->q);

  return g_strconcat ("# worksheet: quandary-cli queens FILE --successors\n", file, NULL);
}

static char *
answer_text (gconstpointer data)
{
  const Exercise *e = data;

  return qd_queens_successors_text (e->q);
}

/* ------------------------------------------------------------ drawing */

#define TEXT   9.0
#define LABEL  (5.0 * QD_WORKSHEET_MM)

/* The board at (x, y), cells of side `cell`: column letters above, row
 * numbers left, a queen on its square, the h of every other square in the
 * key (the best ones framed), the square asked about ringed. */
static void
draw_board (cairo_t *cr, double x, double y, double cell, const Exercise *e, gboolean filled,
            const QdPalette *palette)
{
  const QdQueens *q = e->q;

  for (guint c = 0; c < q->n; c++)
    {
      g_autofree char *letter = qd_queens_column_name (c);

      qd_worksheet_text (cr, palette, letter, TEXT, TRUE, x + LABEL + (c + 0.5) * cell, y + LABEL * 0.7, 0.5);
    }
  for (guint r = 0; r < q->n; r++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r + 1);
      double top = y + LABEL + r * cell;

      qd_worksheet_text (cr, palette, number, TEXT, TRUE, x + LABEL / 2, top + cell * 0.62, 0.5);
      for (guint c = 0; c < q->n; c++)
        {
          double left = x + LABEL + c * cell;
          guint64 h = q->rows[c] == r ? q->h : qd_queens_h_if (q, c, r);
          g_autofree char *value = g_strdup_printf ("%u", (guint) h);

          if ((r + c) % 2 == 1)
            {
              cairo_rectangle (cr, left, top, cell, cell);
              qd_draw_set_color (cr, &palette->foreground, 0.08);
              cairo_fill (cr);
            }
          qd_worksheet_box (cr, palette, left, top, cell, cell);
          if (q->rows[c] == r)
            qd_worksheet_text (cr, palette, "♛", cell * 0.7, FALSE, left + cell / 2,
                               top + cell * 0.72, 0.5);
          else if (filled)
            qd_worksheet_text (cr, palette, value, TEXT + 1, h == e->best, left + cell / 2, top + cell * 0.64, 0.5);
          if (filled && q->rows[c] != r && h == e->best && e->best < q->h)
            {
              cairo_rectangle (cr, left + 1.5, top + 1.5, cell - 3, cell - 3);
              cairo_set_line_width (cr, 1.6);
              qd_draw_set_color (cr, &palette->foreground, 1.0);
              cairo_stroke (cr);
            }
          if (e->asked && c == e->ask_col && r == e->ask_row)
            {
              cairo_new_sub_path (cr);
              cairo_arc (cr, left + cell / 2, top + cell / 2, cell * 0.42, 0, 2 * G_PI);
              cairo_set_line_width (cr, 1.0);
              cairo_set_dash (cr, (double[]) { 2.0, 2.0 }, 2, 0);
              qd_draw_set_color (cr, &palette->foreground, 1.0);
              cairo_stroke (cr);
              cairo_set_dash (cr, NULL, 0, 0);
            }
        }
    }
}

/* `text` in lines of about `width` (bold, TEXT + 0.5 points), the first
 * baseline at y; returns the baseline after the last line. */
static double
draw_wrapped (cairo_t *cr, double x, double y, double width, const char *text, const QdPalette *palette)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  /* A bold character is about half its size wide. */
  glong max_chars = MAX (12, (glong) (width / ((TEXT + 0.5) * 0.55)));
  GString *line = g_string_new (NULL);

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (line->len > 0 && g_utf8_strlen (line->str, -1) + 1 + g_utf8_strlen (words[i], -1) > max_chars)
        {
          qd_worksheet_text_fit (cr, palette, line->str, TEXT + 0.5, TRUE, x, y, 0, width);
          y += 4.2 * QD_WORKSHEET_MM;
          g_string_truncate (line, 0);
        }
      g_string_append_printf (line, "%s%s", line->len > 0 ? " " : "", words[i]);
    }
  qd_worksheet_text_fit (cr, palette, line->str, TEXT + 0.5, TRUE, x, y, 0, width);
  g_string_free (line, TRUE);
  return y;
}

/* A question at y, its answer box under it (filled with `answer`). */
static double
draw_question (cairo_t *cr, double x, double y, double width, const char *question, const char *answer,
               const QdPalette *palette)
{
  y = draw_wrapped (cr, x, y + 4.0 * QD_WORKSHEET_MM, width, question, palette) - 4.0 * QD_WORKSHEET_MM;
  qd_worksheet_box (cr, palette, x, y + 6.0 * QD_WORKSHEET_MM, width, QD_WORKSHEET_BLANK);
  if (answer != NULL)
    qd_worksheet_text_fit (cr, palette, answer, TEXT + 1, FALSE, x + 3,
                           y + 6.0 * QD_WORKSHEET_MM + QD_WORKSHEET_BLANK * 0.66, 0, width - 6);
  return y + 6.0 * QD_WORKSHEET_MM + QD_WORKSHEET_BLANK + 3.0 * QD_WORKSHEET_MM;
}

/* The squares of the best moves, "b1, f3", or "none". */
static char *
best_text (const Exercise *e)
{
  GString *text = g_string_new (NULL);
  g_autofree char *h = g_strdup_printf ("%u", (guint) e->best);

  if (e->best >= e->q->h)
    {
      g_string_free (text, TRUE);
      /* Translators: steepest ascent's move on a worksheet's key: none, the best successor's h. */
      return g_strdup_printf (_("none: stops (the best successor has h = %s)"), h);
    }
  for (guint i = 0; i < e->best_moves->len; i++)
    {
      const QdQueensMove *m = &g_array_index (e->best_moves, QdQueensMove, i);
      g_autofree char *name = qd_queens_square_name (m->col, m->row);

      g_string_append_printf (text, "%s%s", i > 0 ? ", " : "", name);
    }
  g_string_append_printf (text, " (h = %s)", h);
  return g_string_free (text, FALSE);
}

/* The key's answers (NULL on the exercise). */
static void
answers (const Exercise *e, char *out[4])
{
  char p[G_ASCII_DTOSTR_BUF_SIZE];

  out[0] = g_strdup_printf ("%u", (guint) e->q->h);
  out[1] = best_text (e);
  out[2] = g_strdup (e->best >= e->q->h ? _("yes") : _("no"));
  if (!e->asked)
    out[3] = g_strdup (_("no move lowers h"));
  else
    {
      g_ascii_formatd (p, sizeof p, "%.2f", (double) e->fall / (double) e->sum);
      out[3] = g_strdup_printf ("%u/%u = %s", (guint) e->fall, (guint) e->sum, p);
    }
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const Exercise *e = data;
  double cell = MIN (10.0 * QD_WORKSHEET_MM, (height - LABEL - 4.0 * QD_WORKSHEET_MM) / e->q->n);
  double board = LABEL + e->q->n * cell, x = board + 8.0 * QD_WORKSHEET_MM, w = width - x, y = 0;
  g_autofree char *square = qd_queens_square_name (e->ask_col, e->ask_row);
  g_autofree char *q5 = e->asked
    ? g_strdup_printf (_("5. Stochastic hill climbing: the probability of the move to %s (ringed)"), square)
    : g_strdup (_("5. Stochastic hill climbing: the probability of an uphill move"));
  char *key[4] = { NULL, NULL, NULL, NULL };

  if (filled)
    answers (e, key);
  draw_board (cr, 0, 2.0 * QD_WORKSHEET_MM, cell, e, filled, palette);
  y = draw_wrapped (cr, x, 4.0 * QD_WORKSHEET_MM, w,
                    _("1. Write in each empty square the h if its column’s queen moved there."), palette);
  y += 3.0 * QD_WORKSHEET_MM;
  y = draw_question (cr, x, y, w, _("2. The board’s h (pairs of queens attacking each other)"), key[0], palette);
  y = draw_question (cr, x, y, w, _("3. The squares steepest ascent may move a queen to, or none"), key[1], palette);
  y = draw_question (cr, x, y, w, _("4. Is the board a local minimum? (yes or no)"), key[2], palette);
  draw_question (cr, x, y, w, q5, key[3], palette);
  for (guint i = 0; i < G_N_ELEMENTS (key); i++)
    g_free (key[i]);
}

const QdWorksheetKind qd_queens_worksheet = {
  .name = "queens",
  .title = N_("Hill climbing on N queens"),
  .puzzle = N_("N queens"),
  .task = N_("One queen per column; a move takes a queen elsewhere in its column; h counts the attacking pairs.  "
             "Probabilities to 2 decimals."),
  .extension = "queens",
  .command = "quandary-cli queens FILE --successors",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = instance_text,
  .answer_text = answer_text,
  .draw = draw,
};
