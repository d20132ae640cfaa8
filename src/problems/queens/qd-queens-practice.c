/* qd-queens-practice.c — questions on random N-queens boards; see
 * qd-queens-practice.h. */
#include "config.h"
#include "qd-queens-practice.h"

#include <glib/gi18n.h>

#include "core/qd-owned.h"
#include "core/qd-random.h"
#include "problems/qd-practice-pairs.h"
#include "qd-queens-successors.h"

typedef struct {
  QdOwned owned;
  QdPractice *practice;         /* the owner, for the board a typed square is on */
  GPtrArray *boards;            /* QdQueens *, one per round */
  GArray *shown;                /* gint[2] per question: the square it names, or -1 */
} Data;

/* A round's board, and what is asked on it. */
typedef enum {
  ASK_STEEPEST,                 /* which move steepest ascent takes */
  ASK_MINIMUM,                  /* is it a local minimum? */
} Ask;

/* yes, no, none, or a square of the board asked about. */
static char *
canonical (const char *typed, gpointer data)
{
  const Data *d = data;
  const QdQueens *q = qd_queens_practice_current_board (d->practice);
  g_autofree char *key = qd_practice_name_key (typed);
  const char *words[] = { "yes", "no", "none" };
  const char *translated[] = { _("yes"), _("no"), _("none") };
  guint col, row;

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      g_autofree char *own = qd_practice_name_key (translated[i]);

      if (g_str_equal (key, words[i]) || g_str_equal (key, own))
        return g_strdup (words[i]);
    }
  if (q != NULL && qd_queens_square_parse (typed, q->n, &col, &row))
    return qd_queens_square_name (col, row);
  return NULL;
}

/* The question just added names the square (col, row), or none (-1). */
static void
note_shown (Data *d, gint col, gint row)
{
  qd_practice_pairs_note (d->shown, d->practice, col, row);
}

/* The queens other than col's that attack the square (col, row). */
static guint
attackers (const QdQueens *q, guint col, guint row)
{
  guint k = 0;

  for (guint c = 0; c < q->n; c++)
    {
      gint dr = (gint) q->rows[c] - (gint) row, dc = (gint) c - (gint) col;

      if (c != col && (dr == 0 || ABS (dr) == ABS (dc)))
        k++;
    }
  return k;
}

/* ---------------------------------------------------------- questions */

static void
ask_h (Data *d, guint round, const QdQueens *q)
{
  guint64 rows, diagonals;
  g_autofree char *why = NULL;

  qd_queens_pairs (q, &rows, &diagonals);
  why = g_strdup_printf (_("%u pairs of queens share a row and %u share a diagonal: h = %u."), (guint) rows,
                         (guint) diagonals, (guint) q->h);
  qd_practice_add_number (d->practice, QD_PRACTICE_LEVEL_DECISION, round,
                          _("What is this board’s h, the number of pairs of queens that attack each other?"),
                          (double) q->h, why,
                          _("Count the pairs of queens on each row and on each diagonal, whatever stands between "
                            "them."));
  note_shown (d, -1, -1);
}

static void
ask_h_if (Data *d, guint round, const QdQueens *q, guint64 *rng)
{
  guint col = qd_random_below (rng, q->n), row = qd_random_below (rng, q->n - 1);
  guint leave, join, after;
  g_autofree char *square = NULL, *text = NULL, *why = NULL;

  row += row >= q->rows[col];
  leave = attackers (q, col, q->rows[col]);
  join = attackers (q, col, row);
  after = (guint) q->h - leave + join;
  square = qd_queens_square_name (col, row);
  text = g_strdup_printf (_("What is h if the queen of column %c moves to row %u (square %s)?"), square[0], row + 1,
                          square);
  why = g_strdup_printf (_("The queen is in %u attacking pairs where it stands and would be in %u on %s: "
                           "h = %u − %u + %u = %u."), leave, join, square, (guint) q->h, leave, join, after);
  qd_practice_add_number (d->practice, QD_PRACTICE_LEVEL_DECISION, round, text, after, why,
                          _("Take away the pairs the queen is in now and add those it would be in on its new "
                            "square."));
  note_shown (d, (gint) col, (gint) row);
}

/* Why steepest ascent takes `best` (ties: any of them). */
static char *
steepest_why (const QdQueens *q, GArray *best)
{
  const QdQueensMove *m = &g_array_index (best, QdQueensMove, 0);
  g_autofree char *square = qd_queens_square_name (m->col, m->row);
  g_autofree char *first = g_strdup_printf (_("Moving the queen of column %c to %s gives h = %u, the lowest of "
                                              "the %u successors; h is %u now."),
                                            square[0], square, (guint) m->h, q->n * (q->n - 1), (guint) q->h);
  g_autofree char *tie = NULL;

  if (best->len == 1)
    return g_steal_pointer (&first);
  tie = g_strdup_printf (_("%u moves tie at h = %u: any of them is right."), best->len, (guint) m->h);
  return g_strdup_printf ("%s %s", first, tie);
}

static void
ask_steepest (Data *d, guint round, const QdQueens *q)
{
  g_autoptr(GArray) best = g_array_new (FALSE, FALSE, sizeof (QdQueensMove));
  guint64 low = qd_queens_best_moves (q, best);
  const char *text = _("Which move does steepest ascent make? Click or type the square a queen moves to "
                       "(such as c5: columns a, b, … from the left, rows 1, 2, … from the top), or none if it "
                       "stops here.");
  const char *hint = _("Work out the h of every square (each queen moved within its column): steepest ascent "
                       "takes a lowest one, if it is lower than h now.");
  g_autofree char *why = NULL, *answer = NULL;
  const char *names[2] = { NULL, NULL };

  if (low >= q->h)
    {
      why = g_strdup_printf (_("No successor has an h lower than %u (the best gives %u): steepest ascent stops "
                               "here, at a local minimum."), (guint) q->h, (guint) low);
      names[0] = "none";
      qd_practice_add_names (d->practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, round, text, names,
                             _("none"), why, hint);
      note_shown (d, -1, -1);
      return;
    }
  why = steepest_why (q, best);
  answer = qd_queens_square_name (g_array_index (best, QdQueensMove, 0).col,
                                  g_array_index (best, QdQueensMove, 0).row);
  names[0] = answer;
  qd_practice_add_names (d->practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, round, text, names, answer,
                         why, hint);
  for (guint i = 1; i < best->len; i++)
    {
      g_autofree char *other = qd_queens_square_name (g_array_index (best, QdQueensMove, i).col,
                                                      g_array_index (best, QdQueensMove, i).row);
      const char *alternative[2] = { other, NULL };

      qd_practice_add_alternative (d->practice, alternative);
    }
  note_shown (d, -1, -1);
}

static void
ask_minimum (Data *d, guint round, const QdQueens *q)
{
  g_autoptr(GArray) best = g_array_new (FALSE, FALSE, sizeof (QdQueensMove));
  guint64 low = qd_queens_best_moves (q, best);
  gboolean minimum = low >= q->h;
  const char *names[2] = { minimum ? "yes" : "no", NULL };
  g_autofree char *why = NULL;

  if (minimum)
    why = g_strdup_printf (_("The best successor has h = %u, not lower than %u: yes."), (guint) low, (guint) q->h);
  else
    {
      const QdQueensMove *m = &g_array_index (best, QdQueensMove, 0);
      g_autofree char *square = qd_queens_square_name (m->col, m->row);

      why = g_strdup_printf (_("Moving the queen of column %c to %s gives h = %u, lower than %u: no."), square[0],
                             square, (guint) m->h, (guint) q->h);
    }
  qd_practice_add_names (d->practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, round,
                         _("Is this board a local minimum, where no successor has a lower h? Type yes or no."),
                         names, minimum ? _("yes") : _("no"), why,
                         _("Look for one queen that would be in fewer attacking pairs elsewhere in its column."));
  note_shown (d, -1, -1);
}

static void
ask_probability (Data *d, guint round, const QdQueens *q, guint64 *rng)
{
  g_autoptr(GArray) uphill = g_array_new (FALSE, FALSE, sizeof (QdQueensMove));
  guint64 sum = qd_queens_uphill_moves (q, uphill);
  const QdQueensMove *m;
  guint fall;
  g_autofree char *square = NULL, *text = NULL, *why = NULL;
  char p[G_ASCII_DTOSTR_BUF_SIZE];

  if (sum == 0)
    return;
  m = &g_array_index (uphill, QdQueensMove, qd_random_below (rng, uphill->len));
  fall = (guint) (q->h - m->h);
  square = qd_queens_square_name (m->col, m->row);
  g_ascii_formatd (p, sizeof p, "%.3f", (double) fall / (double) sum);
  text = g_strdup_printf (_("Stochastic hill climbing draws an uphill move with probability in proportion to how "
                            "much it lowers h. With what probability does it move the queen of column %c to %s?"),
                          square[0], square);
  why = g_strdup_printf (_("That move lowers h by %u; the %u uphill moves lower it by %u in all: p = %u/%u = %s."),
                         fall, uphill->len, (guint) sum, fall, (guint) sum, p);
  qd_practice_add_number_within (d->practice, QD_PRACTICE_LEVEL_DECISION, round, text, (double) fall / sum, 0.005,
                                 why,
                                 _("Add up how much each uphill move lowers h: a move’s probability is its own fall "
                                   "over that sum."));
  note_shown (d, (gint) m->col, (gint) m->row);
}

/* ------------------------------------------------------------- rounds */

/* Steepest ascent from the board to where it stops (a local minimum). */
static void
climb (QdQueens *q, guint64 *rng)
{
  QdLocalOptions o;

  qd_local_options_init (&o);
  o.algorithm = QD_LOCAL_HILL_CLIMBING;
  o.seed = qd_random_next (rng);
  qd_local_search (qd_queens_neighbourhood (), q, &o, NULL);
}

/* The questions on board q (round `round`, d->boards' last). */
static void
ask_round (Data *d, guint round, const QdQueens *q, Ask ask, guint64 *rng)
{
  ask_h (d, round, q);
  ask_h_if (d, round, q, rng);
  if (ask == ASK_STEEPEST)
    ask_steepest (d, round, q);
  else
    ask_minimum (d, round, q);
  ask_probability (d, round, q, rng);
}

static void
add_round (Data *d, guint round, guint n, guint64 *rng)
{
  QdQueens *q = qd_queens_new (n != 0 ? n : QD_QUEENS_PRACTICE_MIN_N + qd_random_below (rng, 5));
  guint kind = qd_random_below (rng, 4);

  qd_queens_randomize (q, rng);
  /* Half the local-minimum boards are where a climb ends: mostly "yes". */
  if (kind == 0)
    climb (q, rng);
  g_ptr_array_add (d->boards, q);
  ask_round (d, round, q, kind < 2 ? ASK_MINIMUM : ASK_STEEPEST, rng);
}

QdPractice *
qd_queens_practice_new (const QdQueens *first, guint n, guint64 seed, guint rounds)
{
  Data *d = g_new0 (Data, 1);
  guint64 rng = qd_random_mix (seed);
  guint round = 0;

  g_return_val_if_fail (n == 0 || (n >= QD_QUEENS_PRACTICE_MIN_N && n <= QD_QUEENS_PRACTICE_MAX_N), NULL);
  d->practice = qd_practice_new (canonical, d, qd_owned_free);
  d->boards = qd_owned_add (&d->owned, g_ptr_array_new_with_free_func ((GDestroyNotify) qd_queens_free),
                            (GDestroyNotify) g_ptr_array_unref);
  d->shown = qd_owned_add (&d->owned, g_array_new (FALSE, FALSE, sizeof (gint)), (GDestroyNotify) g_array_unref);
  if (first != NULL && first->n <= QD_QUEENS_PRACTICE_MAX_BOARD)
    {
      QdQueens *q = qd_queens_new (first->n);

      qd_queens_set (q, first->rows);
      g_ptr_array_add (d->boards, q);
      ask_round (d, round++, q, ASK_STEEPEST, &rng);
    }
  for (guint r = 0; r < rounds; r++)
    add_round (d, round++, n, &rng);
  return d->practice;
}

const QdQueens *
qd_queens_practice_board (const QdPractice *practice, guint round)
{
  const Data *d = qd_practice_get_data (practice);

  return round < d->boards->len ? d->boards->pdata[round] : NULL;
}

const QdQueens *
qd_queens_practice_current_board (const QdPractice *practice)
{
  const QdPracticeQuestion *q = qd_practice_current (practice);

  return q != NULL ? qd_queens_practice_board (practice, q->step) : NULL;
}

gboolean
qd_queens_practice_shown_square (const QdPractice *practice, guint *col, guint *row)
{
  const Data *d = qd_practice_get_data (practice);

  return qd_practice_pairs_current (d->shown, practice, col, row);
}
