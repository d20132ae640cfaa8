/* qd-tsp-practice.c — the questions of a TSP run; see qd-tsp-practice.h. */
#include "config.h"
#include "qd-tsp-practice.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-owned.h"
#include "problems/qd-practice-pairs.h"

typedef struct {
  QdOwned owned;
  QdTsp *tsp;
  GArray *shown;        /* gint[2] per question: the cities of the move drawn, or -1 */
} Data;

static gint
find_city (const QdTsp *tsp, const char *typed)
{
  g_autofree char *key = qd_practice_name_key (typed);

  if (*key == '\0')
    return -1;
  for (guint c = 0; c < tsp->n; c++)
    {
      g_autofree char *name = qd_practice_name_key (tsp->names[c]);

      if (g_str_equal (name, key))
        return (gint) c;
    }
  return -1;
}

/* Two cities in `text`, split at `seps`. */
static gboolean
find_pair (const QdTsp *tsp, const char *text, const char *seps, gint *a, gint *b)
{
  g_auto(GStrv) parts = g_strsplit_set (text, seps, -1);
  gint found[2];
  guint n = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (*parts[i] == '\0')
        continue;
      if (n == 2 || (found[n] = find_city (tsp, parts[i])) < 0)
        return FALSE;
      n++;
    }
  if (n != 2 || found[0] == found[1])
    return FALSE;
  *a = found[0];
  *b = found[1];
  return TRUE;
}

/* A city; a move as its two cities ("C E", "C-E", "swap C E": both names,
 * joined by '\n'); yes or no. */
static char *
canonical (const char *typed, gpointer data)
{
  const Data *d = data;
  g_autofree char *key = qd_practice_name_key (typed);
  g_autofree char *yes = qd_practice_name_key (_("yes"));
  g_autofree char *no = qd_practice_name_key (_("no"));
  g_autofree char *lower = g_strstrip (g_utf8_strdown (typed, -1));
  static const char *const verbs[] = { "swap ", "2opt ", "2-opt ", "reverse " };
  const char *rest = lower;
  gint city = find_city (d->tsp, typed), a, b;

  if (g_str_equal (key, "yes") || g_str_equal (key, yes))
    return g_strdup ("yes");
  if (g_str_equal (key, "no") || g_str_equal (key, no))
    return g_strdup ("no");
  if (city >= 0)
    return g_strdup (d->tsp->names[city]);
  for (guint i = 0; i < G_N_ELEMENTS (verbs); i++)
    if (g_str_has_prefix (rest, verbs[i]))
      rest += strlen (verbs[i]);
  if (find_pair (d->tsp, rest, " \t", &a, &b) || find_pair (d->tsp, rest, " \t-–", &a, &b))
    return g_strconcat (d->tsp->names[a], "\n", d->tsp->names[b], NULL);
  return NULL;
}

/* The move just added is about the cities a and b (-1: none). */
static void
note_shown (QdPractice *practice, Data *d, gint a, gint b)
{
  qd_practice_pairs_note (d->shown, practice, a, b);
}

gboolean
qd_tsp_practice_shown_move (const QdPractice *practice, guint *a, guint *b)
{
  const Data *d = qd_practice_get_data (practice);

  return qd_practice_pairs_current (d->shown, practice, a, b);
}

static char *
length_text (double length)
{
  return qd_format_number_short_locale (length);
}

/* ------------------------------------------------------ hill climbing */

/* Before the climb from `tour` (length `length`): which neighbour comes
 * next (`next`, or none: the climb stops), and, for a move, how long the
 * tour is after it. */
static void
add_climb (QdPractice *practice, Data *d, const QdTspRun *run, guint step, const guint *tour, double length,
           const QdTspStep *next)
{
  const QdTsp *tsp = d->tsp;
  guint64 n_moves = qd_tsp_n_neighbours (tsp->n);
  double best = G_MAXDOUBLE, eps = 1e-9 * MAX (1.0, fabs (length));
  guint best_a = 0, best_b = 0, ties = 0;
  g_autofree char *was = length_text (length), *gives = NULL, *why = NULL, *answer = NULL, *hint = NULL;
  const char *names[3] = { NULL, NULL, NULL };
  const char *text = run->moves == QD_TSP_SWAP
    ? _("Which two cities does hill climbing swap next? Click them or type their names, or none if it stops here.")
    : _("Between which two cities does hill climbing reverse the path next? Click them or type their names, or "
        "none if it stops here.");

  for (guint64 m = 0; m < n_moves; m++)
    {
      guint i, j;
      double delta;

      qd_tsp_move_positions (m, &i, &j);
      delta = qd_tsp_move_delta (tsp, run->moves, tour, i, j);
      if (delta < best - eps)
        {
          best = delta;
          best_a = tour[i];
          best_b = tour[j];
          ties = 0;
        }
      if (delta <= best + eps)
        ties++;
    }
  gives = length_text (length + best);
  hint = g_strdup_printf (_("Work out the length of each of the %u neighbours: hill climbing moves to the "
                            "shortest, if it is shorter than the tour."), (guint) n_moves);
  if (next == NULL)
    {
      why = run->moves == QD_TSP_SWAP
        ? g_strdup_printf (_("No neighbour is shorter than %s: the best, swapping %s and %s, gives %s. Hill "
                             "climbing stops at a local minimum."), was, tsp->names[best_a], tsp->names[best_b], gives)
        : g_strdup_printf (_("No neighbour is shorter than %s: the best, reversing the path from %s to %s, gives "
                             "%s. Hill climbing stops at a local minimum."),
                           was, tsp->names[best_a], tsp->names[best_b], gives);
      qd_practice_add_names (practice, QD_PRACTICE_NAMES, QD_PRACTICE_LEVEL_DECISION, step, text, names,
                             _("none"), why, hint);
      note_shown (practice, d, -1, -1);
      return;
    }
  names[0] = tsp->names[next->a];
  names[1] = tsp->names[next->b];
  answer = g_strdup_printf ("%s, %s", names[0], names[1]);
  why = run->moves == QD_TSP_SWAP
    ? g_strdup_printf (_("Swapping %s and %s gives %s, the shortest of the %u neighbours; the tour was %s."),
                       names[0], names[1], gives, (guint) n_moves, was)
    : g_strdup_printf (_("Reversing the path from %s to %s gives %s, the shortest of the %u neighbours; the tour "
                         "was %s."), names[0], names[1], gives, (guint) n_moves, was);
  if (ties > 1)
    {
      g_autofree char *tie = g_strdup_printf (_("%u neighbours tie: any of them is right."), ties);
      char *both = g_strdup_printf ("%s %s", why, tie);

      g_free (why);
      why = both;
    }
  qd_practice_add_names (practice, QD_PRACTICE_NAMES, QD_PRACTICE_LEVEL_DECISION, step, text, names, answer, why,
                         hint);
  /* Equally short neighbours (a 2-opt move also reverses as its
   * complement): any is right. */
  for (guint64 m = 0; m < n_moves && ties > 1; m++)
    {
      guint i, j;
      const char *other[3] = { NULL, NULL, NULL };

      qd_tsp_move_positions (m, &i, &j);
      if (qd_tsp_move_delta (tsp, run->moves, tour, i, j) > best + eps
          || (tour[i] == next->a && tour[j] == next->b) || (tour[i] == next->b && tour[j] == next->a))
        continue;
      other[0] = tsp->names[tour[i]];
      other[1] = tsp->names[tour[j]];
      qd_practice_add_alternative (practice, other);
    }
  note_shown (practice, d, -1, -1);
  {
    g_autofree char *change = qd_format_number_short_locale (next->length - length);
    g_autofree char *after = length_text (next->length);
    g_autofree char *why_length = g_strdup_printf (_("The tour was %s and the move changes it by %s: %s."), was,
                                                   change, after);

    qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_STEP, step, _("How long is the tour after this move?"),
                                   next->length, 0.01, why_length,
                                   _("Add the edges the move makes and take away those it breaks."));
    note_shown (practice, d, -1, -1);
  }
}

/* What hill climbing does after step k: a move (1), stops (2), or nothing
 * asked (0: a restart's own step, the end of a replay cut short). */
static guint
climb_asks (const QdTspRun *run, guint k)
{
  guint len = run->steps->len;
  const QdTspStep *next = k + 1 < len ? &g_array_index (run->steps, QdTspStep, k + 1) : NULL;

  if (next != NULL && next->kind == QD_LOCAL_STEP_MOVE)
    return 1;
  if ((next != NULL && next->kind == QD_LOCAL_STEP_RESTART)
      || (next == NULL && run->n_steps == len && run->status == QD_LOCAL_OPTIMUM))
    return 2;
  return 0;
}

/* The climbs asked about (*asked_out: how many, a move or a stop each);
 * FALSE when one was left out (the caps). */
static gboolean
add_climbs (QdPractice *practice, Data *d, const QdTspRun *run, guint *asked_out)
{
  guint len = run->steps->len, asked = 0;
  guint64 n_moves = qd_tsp_n_neighbours (d->tsp->n), work = 0;
  g_autofree guint *tour = g_new (guint, d->tsp->n);

  for (guint k = 0; k < len; k++)
    {
      guint what = climb_asks (run, k);

      /* Each climb's question weighs every neighbour. */
      if (what != 0 && (asked >= QD_TSP_PRACTICE_MAX_MOVES || work >= QD_TSP_PRACTICE_CLIMB_WORK))
        return FALSE;
      /* The tour after step k, from the one after k - 1. */
      qd_tsp_run_replay (run, k == 0 ? G_MAXUINT : k - 1, k, tour);
      if (what == 0)
        continue;
      add_climb (practice, d, run, k, tour, qd_tsp_tour_length (d->tsp, tour),
                 what == 1 ? &g_array_index (run->steps, QdTspStep, k + 1) : NULL);
      *asked_out = ++asked;
      work += n_moves;
    }
  return TRUE;
}

/* ---------------------------------------------------------- annealing */

/* p and r with enough places to tell which is smaller. */
static guint
places_apart (double p, double r)
{
  guint places = 3;

  for (; places < 8; places++)
    {
      double scale = pow (10, places);

      if (round (p * scale) != round (r * scale))
        break;
    }
  return places;
}

static void
add_proposal (QdPractice *practice, Data *d, const QdTspRun *run, const QdTspProposal *p)
{
  const QdTsp *tsp = d->tsp;
  const char *a = tsp->names[p->a], *b = tsp->names[p->b];
  g_autofree char *t = g_strdup_printf ("%.4g", p->temperature);
  g_autofree char *delta = g_strdup_printf ("%.4g", p->delta);
  g_autofree char *before = length_text (p->length), *after = length_text (p->length + p->delta);
  g_autofree char *prob = g_strdup_printf ("%.3f", p->probability);
  g_autofree char *text = NULL, *why = NULL;
  guint places = places_apart (p->probability, p->draw);
  g_autofree char *draw = g_strdup_printf ("%.*f", (int) places, p->draw);
  g_autofree char *prob_apart = g_strdup_printf ("%.*f", (int) places, p->probability);
  const char *names[2] = { p->taken ? "yes" : "no", NULL };

  text = run->moves == QD_TSP_SWAP
    ? g_strdup_printf (_("At T = %s, swapping %s and %s would make the tour %s longer (%s instead of %s). With "
                         "what probability does annealing take this move?"), t, a, b, delta, after, before)
    : g_strdup_printf (_("At T = %s, reversing the path from %s to %s would make the tour %s longer (%s instead "
                         "of %s). With what probability does annealing take this move?"), t, a, b, delta, after,
                       before);
  why = g_strdup_printf (_("p = e^(−Δ/T) = e^(−%s/%s) = %s."), delta, t, prob);
  qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_DECISION, p->after, text, p->probability, 0.005, why,
                                 _("A move that makes the tour longer by Δ is taken with probability e^(−Δ/T)."));
  note_shown (practice, d, (gint) p->a, (gint) p->b);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&why, g_free);
  text = g_strdup_printf (_("The random number drawn is %s. Is the move taken? Type yes or no."), draw);
  why = p->taken
    ? g_strdup_printf (_("%s is below p = %s, so the move is taken: the tour becomes %s."), draw, prob_apart, after)
    : g_strdup_printf (_("%s is not below p = %s, so the move is refused: the tour stays %s."), draw, prob_apart,
                       before);
  qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, p->after, text, names,
                         p->taken ? _("yes") : _("no"), why,
                         _("The move is taken when the random number is below the probability of taking it."));
  note_shown (practice, d, (gint) p->a, (gint) p->b);
}

QdPractice *
qd_tsp_practice_new (const QdTsp *tsp, const QdTspRun *run)
{
  Data *d = g_new0 (Data, 1);
  QdPractice *practice = qd_practice_new (canonical, d, qd_owned_free);
  guint len = run->steps->len;
  guint asked = 0;
  gboolean whole;

  d->tsp = qd_owned_add (&d->owned, qd_tsp_copy (tsp), (GDestroyNotify) qd_tsp_free);
  d->shown = qd_owned_add (&d->owned, g_array_new (FALSE, FALSE, sizeof (gint)), (GDestroyNotify) g_array_unref);
  /* Steepest ascent asks each climb; annealing its longer moves; the
   * other variants (sideways moves, random draws, beams, generations) only
   * the best tour. */
  if (run->variant == QD_LOCAL_VARIANT_HILL_CLIMBING || run->variant == QD_LOCAL_VARIANT_STEEPEST
      || run->variant == QD_LOCAL_VARIANT_RESTART)
    whole = add_climbs (practice, d, run, &asked);
  else if (run->algorithm != QD_LOCAL_ANNEALING)
    whole = TRUE;
  else
    {
      /* The run records one longer move more than is asked: a sign of more. */
      for (guint k = 0; k < run->proposals->len && asked < QD_TSP_PRACTICE_MAX_MOVES; k++)
        {
          const QdTspProposal *p = &g_array_index (run->proposals, QdTspProposal, k);

          if (p->after < len)
            {
              add_proposal (practice, d, run, p);
              asked++;
            }
        }
      whole = run->proposals->len <= QD_TSP_PRACTICE_MAX_MOVES;
    }
  /* A replay cut short (QD_TSP_RECORDED_STEPS) asks no further either. */
  if (!whole || run->n_steps > len)
    {
      g_autofree char *note = g_strdup_printf (run->algorithm == QD_LOCAL_HILL_CLIMBING
                                               ? _("Only the first %'u steps of the climb are asked about, "
                                                   "then the best tour.")
                                               : _("Only the first %'u longer moves drawn are asked about, then "
                                                   "the best tour."), asked);

      qd_practice_set_note (practice, note);
    }
  if (len > 0)
    {
      g_autofree char *tour = qd_tsp_tour_to_string (tsp, run->tour, "-");
      g_autofree char *length = length_text (run->length);
      g_autofree char *why = g_strdup_printf (_("The best tour met, %s, is %s long."), tour, length);

      qd_practice_add_number_within (practice, QD_PRACTICE_LEVEL_END, len - 1,
                                     _("How long is the best tour the search found?"), run->length, 0.01, why,
                                     _("Follow the replay to its end: the best tour is the shortest met on the way, "
                                       "not always the last."));
      note_shown (practice, d, -1, -1);
    }
  return practice;
}
