/* qd-standings.c — a tournament's arithmetic (qd-standings.h). */
#include "config.h"
#include "qd-standings.h"

#include "qd-sweep.h"
#include "qd-text.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- schedule */

guint
qd_standings_n_games (guint n_agents, guint per_pairing, gboolean gauntlet)
{
  guint pairings;

  if (n_agents < 2)
    return 0;
  pairings = gauntlet ? n_agents - 1 : n_agents * (n_agents - 1) / 2;
  return pairings * per_pairing;
}

void
qd_standings_schedule (guint n_agents, guint per_pairing, gboolean gauntlet, guint run, guint *first, guint *second)
{
  guint pairing = run / per_pairing, k = run % per_pairing;
  guint i = 0, j;

  g_return_if_fail (run < qd_standings_n_games (n_agents, per_pairing, gauntlet));
  /* Row i holds the pairings of i with every later agent (only row 0 in a
   * gauntlet). */
  while (pairing >= n_agents - 1 - i)
    {
      pairing -= n_agents - 1 - i;
      i++;
    }
  j = i + 1 + pairing;
  /* Colours swapped from one game to the next. */
  *first = k % 2 == 0 ? i : j;
  *second = k % 2 == 0 ? j : i;
}

/* --------------------------------------------------------------- standings */

static void
forfeit_free (gpointer data)
{
  QdStandingsForfeit *f = data;

  g_free (f->cause);
  g_free (f);
}

QdStandings *
qd_standings_new (guint n_agents)
{
  QdStandings *s = g_new0 (QdStandings, 1);

  s->n_agents = n_agents;
  s->points = qd_owned_add (&s->owned, g_new0 (double, (gsize) n_agents * n_agents), g_free);
  s->played = qd_owned_add (&s->owned, g_new0 (guint, (gsize) n_agents * n_agents), g_free);
  s->agents = qd_owned_add (&s->owned, g_new0 (QdStanding, n_agents), g_free);
  s->ranked = qd_owned_add (&s->owned, g_new0 (QdStanding, n_agents), g_free);
  for (guint i = 0; i < n_agents; i++)
    s->agents[i].index = s->ranked[i].index = i;
  s->forfeits = qd_owned_add (&s->owned, g_ptr_array_new_with_free_func (forfeit_free),
                              (GDestroyNotify) g_ptr_array_unref);
  s->forfeit_keys = qd_owned_add (&s->owned, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL),
                                  (GDestroyNotify) g_hash_table_unref);
  return s;
}

void
qd_standings_free (QdStandings *s)
{
  qd_owned_free (s);
}

static void
count_forfeit (QdStandings *s, guint agent, const char *cause)
{
  /* The cause quotes the agent (a raw file's row says it): escaped for the
   * terminal and the window that show it. */
  g_autofree char *shown = qd_text_escape_controls (cause != NULL ? cause : "?", FALSE);
  g_autofree char *key = g_strdup_printf ("%u\t%s", agent, shown);
  QdStandingsForfeit *f = g_hash_table_lookup (s->forfeit_keys, key);

  if (f == NULL)
    {
      f = g_new0 (QdStandingsForfeit, 1);
      f->agent = agent;
      f->cause = g_steal_pointer (&shown);
      g_ptr_array_add (s->forfeits, f);
      g_hash_table_insert (s->forfeit_keys, g_steal_pointer (&key), f);
    }
  f->count++;
}

void
qd_standings_add (QdStandings *s, guint first, guint second, gint winner, gboolean forfeit, const char *cause)
{
  guint n = s->n_agents;
  double score = winner == 1 ? 1 : winner == 0 ? 0.5 : 0;   /* the first's */

  g_return_if_fail (first < n && second < n && first != second && winner >= 0 && winner <= 2);
  s->n_games++;
  s->points[first * n + second] += score;
  s->points[second * n + first] += 1 - score;
  s->played[first * n + second]++;
  s->played[second * n + first]++;
  for (guint side = 0; side < 2; side++)
    {
      QdStanding *a = &s->agents[side == 0 ? first : second];
      gint won = side == 0 ? 1 : 2;

      a->games++;
      a->points += side == 0 ? score : 1 - score;
      a->wins += winner == won;
      a->draws += winner == 0;
      a->losses += winner != 0 && winner != won;
      /* The loser is the one who forfeited. */
      if (forfeit && winner != 0 && winner != won)
        {
          a->forfeits++;
          count_forfeit (s, a->index, cause);
        }
    }
}

/* Bradley–Terry strengths by the minorization–maximization iteration
 * (Hunter 2004), a draw half a win; each agent also draws one virtual game
 * against an anchor of strength 1, so that an agent that won (or lost)
 * everything keeps a finite rating.  Elo: 400 log10 of the strength, the
 * agents' mean set to 0; the interval from the Fisher information of the
 * agent's own games (its diagonal). */
void
qd_standings_ratings (guint n, const double *points, const guint *played, double *elo, double *interval)
{
  g_autofree double *gamma = g_new (double, n);
  g_autofree double *next = g_new (double, n);
  double mean = 0;

  for (guint i = 0; i < n; i++)
    gamma[i] = 1;
  for (guint iter = 0; iter < 10000; iter++)
    {
      double change = 0;

      for (guint i = 0; i < n; i++)
        {
          double w = 0.5, d = 1.0 / (gamma[i] + 1);   /* the anchor's virtual draw */

          for (guint j = 0; j < n; j++)
            if (j != i && played[i * n + j] > 0)
              {
                w += points[i * n + j];
                d += played[i * n + j] / (gamma[i] + gamma[j]);
              }
          next[i] = w / d;
          change = MAX (change, fabs (log (next[i] / gamma[i])));
        }
      memcpy (gamma, next, n * sizeof *gamma);
      if (change < 1e-12)
        break;
    }
  for (guint i = 0; i < n; i++)
    {
      double information = gamma[i] / ((gamma[i] + 1) * (gamma[i] + 1));

      for (guint j = 0; j < n; j++)
        if (j != i && played[i * n + j] > 0)
          information += played[i * n + j] * gamma[i] * gamma[j] / ((gamma[i] + gamma[j]) * (gamma[i] + gamma[j]));
      elo[i] = 400 * log10 (gamma[i]);
      interval[i] = 1.96 * 400 / log (10) / sqrt (information);
      mean += elo[i] / n;
    }
  for (guint i = 0; i < n; i++)
    elo[i] -= mean;
}

static gint
compare_standings (gconstpointer a, gconstpointer b)
{
  const QdStanding *x = a, *y = b;

  if (x->points != y->points)
    return x->points < y->points ? 1 : -1;
  if (x->elo != y->elo)
    return x->elo < y->elo ? 1 : -1;
  return (gint) x->index - (gint) y->index;
}

void
qd_standings_rank (QdStandings *s)
{
  guint n = s->n_agents;
  g_autofree double *elo = g_new (double, n);
  g_autofree double *interval = g_new (double, n);

  qd_standings_ratings (n, s->points, s->played, elo, interval);
  for (guint i = 0; i < n; i++)
    {
      s->agents[i].elo = elo[i];
      s->agents[i].interval = interval[i];
    }
  memcpy (s->ranked, s->agents, n * sizeof *s->ranked);
  qsort (s->ranked, n, sizeof *s->ranked, compare_standings);
}

/* ------------------------------------------------------------------ rows */

gboolean
qd_standings_read_row (char *const *fields, const char *first, const char *second, gint *winner, gboolean *forfeit,
                       char **cause)
{
  gint64 value;

  *cause = NULL;
  if (!g_str_equal (fields[0], first) || !g_str_equal (fields[1], second) ||
      !g_ascii_string_to_signed (fields[2], 10, 0, 2, &value, NULL) ||
      (!g_str_equal (fields[3], "0") && !g_str_equal (fields[3], "1")))
    return FALSE;
  *winner = (gint) value;
  *forfeit = g_str_equal (fields[3], "1");
  if (fields[4][0] == '\0')
    return TRUE;
  *cause = qd_sweep_parse_text (fields[4]);
  return *cause != NULL;
}
