/* test-queens-practice.c — practice questions on N queens (issue 65).
 *
 * Hand-worked: AIMA figure 4.3(a) (rows 4,5,6,3,4,5,6,5 from the top, as in
 * test-queens.c): rows 3, 4, 5, 6 hold 1, 2, 3, 2 queens, 0 + 1 + 3 + 1 = 5
 * pairs on rows; the diagonals row + col hold 4:1, 6:2, 8:2, 10:1, 12:2
 * (3 pairs) and row − col 4:3, 0:4, −2:1 (3 + 6 = 9 pairs): 12 on
 * diagonals, h = 17.  The figure's 12s (the best, eight of them) stand on
 * b1 f1 e2 g2 b3 f3 e8 g8 (columns a… from the left, rows 1… from the top).
 * Its uphill moves (the figure's numbers below 17) are 7 + 8 + 7 + 7 + 5 +
 * 3 + 5 + 6 = 48, row by row from the top, and their falls add up to
 * 27 + 24 + 25 + 18 + 10 + 5 + 11 + 23 = 143: a move to a 12 has
 * probability 5/143 = 0.035.
 * The 4-queens solution 1,3,0,2 has h = 0: steepest ascent stops ("none")
 * and no move is uphill (no probability asked).
 * Random rounds: each answer is checked against this file's own count of
 * attacking pairs, pair by pair, on the board the round shows. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "problems/queens/qd-queens-practice.h"
#include "problems/queens/qd-queens-successors.h"

#include "figure-4-3a.h"

static QdQueens *
queens_of (guint n, const guint *rows)
{
  QdQueens *q = qd_queens_new (n);

  g_assert_true (qd_queens_set (q, rows));
  return q;
}

/* Pairs counted one by one, with column col's queen on row `row`. */
static guint
pairs_with (const QdQueens *q, guint col, guint row)
{
  guint h = 0;

  for (guint a = 0; a < q->n; a++)
    for (guint b = a + 1; b < q->n; b++)
      {
        gint ra = (gint) (a == col ? row : q->rows[a]), rb = (gint) (b == col ? row : q->rows[b]);

        h += ra == rb || ABS (ra - rb) == (gint) (b - a);
      }
  return h;
}

static void
answer_right (QdPractice *p, const char *given)
{
  g_autofree char *message = NULL;

  g_assert_cmpint (qd_practice_answer (p, given, &message), ==, QD_PRACTICE_RIGHT);
}

static void
answer_number (QdPractice *p, double value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  answer_right (p, g_ascii_formatd (text, sizeof text, "%.4f", value));
}

static void
test_figure (void)
{
  g_autoptr(QdQueens) q = queens_of (8, figure_rows);
  g_autoptr(QdPractice) p = qd_queens_practice_new (q, 8, 1, 0);
  const QdPracticeQuestion *k;
  g_autofree char *message = NULL;
  guint col, row;

  g_assert_cmpuint (qd_practice_n_asked (p), ==, 4);
  k = qd_practice_current (p);
  g_assert_true (strstr (k->why, "5 pairs of queens share a row and 12 share a diagonal: h = 17.") != NULL);
  g_assert_cmpint (qd_practice_answer (p, "16", &message), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (p, "seventeen", NULL), ==, QD_PRACTICE_UNREADABLE);
  answer_right (p, "17");
  /* h if: the figure's number on the square asked about. */
  g_assert_true (qd_queens_practice_shown_square (p, &col, &row));
  g_assert_cmpuint (figure_rows[col], !=, row);
  answer_number (p, figure_h[row][col]);
  /* Steepest ascent: any of the eight 12s, said to tie. */
  g_assert_false (qd_queens_practice_shown_square (p, &col, &row));
  k = qd_practice_current (p);
  g_assert_true (strstr (k->why, "8 moves tie at h = 12") != NULL);
  g_assert_cmpint (qd_practice_answer (p, "a1", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (p, "none", NULL), ==, QD_PRACTICE_WRONG);
  g_assert_cmpint (qd_practice_answer (p, "z9", NULL), ==, QD_PRACTICE_UNREADABLE);
  answer_right (p, "column 7 row 8");           /* g8 */
  g_assert_true (qd_queens_practice_shown_square (p, &col, &row));
  k = qd_practice_current (p);
  g_assert_true (strstr (k->why, "the 48 uphill moves lower it by 143 in all") != NULL);
  g_assert_cmpfloat_with_epsilon (k->number, (17.0 - figure_h[row][col]) / 143.0, 1e-12);
  answer_number (p, (17.0 - figure_h[row][col]) / 143.0 + 0.004);
  g_assert_true (qd_practice_finished (p));
}

static void
test_ties_accepted (void)
{
  static const char *const best[] = { "b1", "f1", "e2", "g2", "b3", "f3", "e8", "g8" };
  g_autoptr(QdQueens) q = queens_of (8, figure_rows);

  for (guint i = 0; i < G_N_ELEMENTS (best); i++)
    {
      g_autoptr(QdPractice) p = qd_queens_practice_new (q, 8, 7, 0);

      answer_right (p, "17");
      g_free (qd_practice_show_me (p));
      answer_right (p, best[i]);
    }
}

static void
test_solved (void)
{
  static const guint solved[4] = { 1, 3, 0, 2 };
  g_autoptr(QdQueens) q = queens_of (4, solved);
  g_autoptr(QdPractice) p = qd_queens_practice_new (q, 4, 3, 0);

  g_assert_cmpuint (qd_practice_n_asked (p), ==, 3);
  answer_right (p, "0");
  g_free (qd_practice_show_me (p));
  g_assert_cmpint (qd_practice_answer (p, "a2", NULL), ==, QD_PRACTICE_WRONG);
  answer_right (p, "None");
  g_assert_true (qd_practice_finished (p));
}

/* One question of a random round, answered from this file's own counts. */
static void
check_question (QdPractice *p, const QdQueens *q, const QdPracticeQuestion *k)
{
  guint h = pairs_with (q, 0, q->rows[0]), best = G_MAXUINT, sum = 0, col, row;

  for (guint c = 0; c < q->n; c++)
    for (guint r = 0; r < q->n; r++)
      if (r != q->rows[c])
        {
          guint v = pairs_with (q, c, r);

          best = MIN (best, v);
          sum += v < h ? h - v : 0;
        }
  if (strstr (k->text, "this board’s h") != NULL)
    answer_number (p, h);
  else if (strstr (k->text, "What is h if") != NULL)
    {
      g_assert_true (qd_queens_practice_shown_square (p, &col, &row));
      answer_number (p, pairs_with (q, col, row));
    }
  else if (strstr (k->text, "local minimum") != NULL)
    answer_right (p, best >= h ? "yes" : "no");
  else if (strstr (k->text, "Stochastic") != NULL)
    {
      g_assert_true (qd_queens_practice_shown_square (p, &col, &row));
      answer_number (p, (double) (h - pairs_with (q, col, row)) / sum);
    }
  else
    {
      /* Steepest ascent: every square of the lowest h is right. */
      g_assert_nonnull (strstr (k->text, "steepest ascent"));
      if (best >= h)
        answer_right (p, "none");
      for (guint c = 0; c < q->n && best < h; c++)
        for (guint r = 0; r < q->n; r++)
          if (r != q->rows[c] && pairs_with (q, c, r) == best)
            {
              g_autofree char *name = g_strdup_printf ("%u %u", c + 1, r + 1);

              answer_right (p, name);
              qd_practice_undo (p);
            }
      if (best < h)
        g_free (qd_practice_show_me (p));
    }
}

static void
test_random_rounds (void)
{
  guint minima = 0, sizes = 0;

  for (guint64 seed = 0; seed < 40; seed++)
    {
      g_autoptr(QdPractice) p = qd_queens_practice_new (NULL, 0, seed, 5);

      while (!qd_practice_finished (p))
        {
          const QdPracticeQuestion *k = qd_practice_current (p);
          const QdQueens *q = qd_queens_practice_current_board (p);

          g_assert_cmpuint (q->n, >=, 4);
          g_assert_cmpuint (q->n, <=, 8);
          sizes |= 1u << q->n;
          minima += strstr (k->text, "local minimum") != NULL && qd_queens_local_minimum (q);
          check_question (p, q, k);
        }
    }
  /* Every size drawn, and local minima asked about. */
  g_assert_cmpuint (sizes, ==, 0x1f0);
  g_assert_cmpuint (minima, >, 10);
}

static void
test_same_seed (void)
{
  g_autoptr(QdPractice) a = qd_queens_practice_new (NULL, 6, 42, 4);
  g_autoptr(QdPractice) b = qd_queens_practice_new (NULL, 6, 42, 4);

  g_assert_cmpuint (qd_practice_n_all (a), ==, qd_practice_n_all (b));
  for (guint i = 0; i < qd_practice_n_all (a); i++)
    g_assert_cmpstr (qd_practice_get (a, i)->why, ==, qd_practice_get (b, i)->why);
  for (guint r = 0; r < 4; r++)
    g_assert_cmpuint (qd_queens_practice_board (a, r)->n, ==, 6);
  g_assert_null (qd_queens_practice_board (a, 4));
}

static void
test_square_names (void)
{
  guint col, row;
  g_autofree char *aa = qd_queens_square_name (26, 0);
  g_autofree char *c5 = qd_queens_square_name (2, 4);

  g_assert_cmpstr (c5, ==, "c5");
  g_assert_cmpstr (aa, ==, "aa1");
  g_assert_true (qd_queens_square_parse ("C 5", 8, &col, &row) && col == 2 && row == 4);
  g_assert_true (qd_queens_square_parse ("3,5", 8, &col, &row) && col == 2 && row == 4);
  g_assert_true (qd_queens_square_parse ("column 3 row 5", 8, &col, &row) && col == 2 && row == 4);
  g_assert_true (qd_queens_square_parse ("aa1", 30, &col, &row) && col == 26 && row == 0);
  g_assert_false (qd_queens_square_parse ("i1", 8, &col, &row));
  g_assert_false (qd_queens_square_parse ("a9", 8, &col, &row));
  g_assert_false (qd_queens_square_parse ("a0", 8, &col, &row));
  g_assert_false (qd_queens_square_parse ("5", 8, &col, &row));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/queens-practice/figure-4-3a", test_figure);
  g_test_add_func ("/queens-practice/ties", test_ties_accepted);
  g_test_add_func ("/queens-practice/solved", test_solved);
  g_test_add_func ("/queens-practice/random-rounds", test_random_rounds);
  g_test_add_func ("/queens-practice/same-seed", test_same_seed);
  g_test_add_func ("/queens-practice/square-names", test_square_names);
  return g_test_run ();
}
