/* qd-tsp.c — TSP instances: model, file format, tours, layout, edits. */
#include "qd-tsp.h"

#include "core/qd-format.h"
#include "core/qd-random.h"
#include "core/qd-text.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

G_DEFINE_QUARK (qd-tsp-error-quark, qd_tsp_error)

/* ------------------------------------------------------------- model */

static QdTsp *
tsp_alloc (guint n, const char *const *names)
{
  QdTsp *tsp = g_new0 (QdTsp, 1);

  tsp->n = n;
  tsp->names = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    tsp->names[i] = g_strdup (names[i]);
  tsp->x = g_new0 (double, n + 1);
  tsp->y = g_new0 (double, n + 1);
  return tsp;
}

QdTsp *
qd_tsp_new_points (guint n, const char *const *names, const double *x, const double *y)
{
  QdTsp *tsp = tsp_alloc (n, names);

  tsp->has_points = TRUE;
  memcpy (tsp->x, x, n * sizeof (double));
  memcpy (tsp->y, y, n * sizeof (double));
  return tsp;
}

QdTsp *
qd_tsp_new_table (guint n, const char *const *names, const double *dist)
{
  QdTsp *tsp = tsp_alloc (n, names);

  tsp->dist = g_memdup2 (dist, (gsize) n * n * sizeof (double));
  qd_tsp_layout (tsp);
  return tsp;
}

QdTsp *
qd_tsp_copy (const QdTsp *tsp)
{
  QdTsp *copy = tsp_alloc (tsp->n, (const char *const *) tsp->names);

  copy->has_points = tsp->has_points;
  memcpy (copy->x, tsp->x, tsp->n * sizeof (double));
  memcpy (copy->y, tsp->y, tsp->n * sizeof (double));
  if (tsp->dist != NULL)
    copy->dist = g_memdup2 (tsp->dist, (gsize) tsp->n * tsp->n * sizeof (double));
  if (tsp->start != NULL)
    copy->start = g_memdup2 (tsp->start, tsp->n * sizeof (guint));
  return copy;
}

void
qd_tsp_free (QdTsp *tsp)
{
  if (tsp == NULL)
    return;
  g_strfreev (tsp->names);
  g_free (tsp->x);
  g_free (tsp->y);
  g_free (tsp->dist);
  g_free (tsp->start);
  g_free (tsp);
}

static double
random_unit (guint64 *rng)
{
  return (double) qd_random_below64 (rng, G_GUINT64_CONSTANT (1) << 53) / 9007199254740992.0;
}

QdTsp *
qd_tsp_random (guint n, guint64 seed, double size)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree double *x = g_new (double, n + 1);
  g_autofree double *y = g_new (double, n + 1);
  guint64 rng = seed;

  for (guint i = 0; i < n; i++)
    {
      g_ptr_array_add (names, g_strdup_printf ("C%u", i + 1));
      /* Rounded to 0.01 so that the file written holds exactly the cities. */
      x[i] = round (random_unit (&rng) * size * 100) / 100;
      y[i] = round (random_unit (&rng) * size * 100) / 100;
    }
  return qd_tsp_new_points (n, (const char *const *) names->pdata, x, y);
}

gint
qd_tsp_find_city (const QdTsp *tsp, const char *name)
{
  for (guint i = 0; i < tsp->n; i++)
    if (strcmp (tsp->names[i], name) == 0)
      return (gint) i;
  return -1;
}

double
qd_tsp_tour_length (const QdTsp *tsp, const guint *tour)
{
  double length = 0;

  for (guint i = 0; i < tsp->n; i++)
    length += qd_tsp_distance (tsp, tour[i], tour[(i + 1) % tsp->n]);
  return length;
}

gboolean
qd_tsp_tour_is_valid (guint n, const guint *tour)
{
  g_autofree guint8 *seen = g_new0 (guint8, n + 1);

  for (guint i = 0; i < n; i++)
    {
      if (tour[i] >= n || seen[tour[i]])
        return FALSE;
      seen[tour[i]] = 1;
    }
  return TRUE;
}

char *
qd_tsp_tour_to_string (const QdTsp *tsp, const guint *tour, const char *sep)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < tsp->n; i++)
    {
      if (i > 0)
        g_string_append (out, sep);
      g_string_append (out, tsp->names[tour[i]]);
    }
  return g_string_free (out, FALSE);
}

/* The statement's brackets around a tour, <NYC-Madison-Chicago-LA> or
 * ⟨A-B-C⟩, removed in place. */
static char *
strip_tour_brackets (char *text)
{
  static const char *const pairs[][2] = { { "<", ">" }, { "\u27e8", "\u27e9" } };

  g_strstrip (text);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    if (g_str_has_prefix (text, pairs[i][0]) && g_str_has_suffix (text, pairs[i][1])
        && strlen (text) >= strlen (pairs[i][0]) + strlen (pairs[i][1]))
      {
        text[strlen (text) - strlen (pairs[i][1])] = '\0';
        memmove (text, text + strlen (pairs[i][0]), strlen (text + strlen (pairs[i][0])) + 1);
        break;
      }
  return text;
}

gboolean
qd_tsp_tour_parse (const QdTsp *tsp, const char *tour_text, guint *tour, GError **error)
{
  g_autofree char *text = strip_tour_brackets (g_strdup (tour_text));
  g_auto(GStrv) parts = g_strsplit_set (text, ", \t", -1);
  g_autofree guint8 *seen = g_new0 (guint8, tsp->n + 1);
  guint count = 0;

  /* The statement writes tours as NYC-Madison-Chicago-LA. */
  if (g_strv_length (parts) == 1 && qd_tsp_find_city (tsp, g_strstrip (parts[0])) < 0 &&
      strchr (parts[0], '-') != NULL)
    {
      g_strfreev (parts);
      parts = g_strsplit (text, "-", -1);
    }
  for (guint i = 0; parts[i] != NULL; i++)
    {
      const char *name = g_strstrip (parts[i]);
      gint city;

      if (*name == '\0')
        continue;
      city = qd_tsp_find_city (tsp, name);
      if (city < 0)
        {
          g_set_error (error, QD_TSP_ERROR, QD_TSP_ERROR_SYNTAX, _("the tour names “%s”, which is not a city"), name);
          return FALSE;
        }
      if (seen[city])
        {
          g_set_error (error, QD_TSP_ERROR, QD_TSP_ERROR_SYNTAX, _("the tour visits “%s” twice"), name);
          return FALSE;
        }
      seen[city] = 1;
      if (count < tsp->n)
        tour[count] = (guint) city;
      count++;
    }
  if (count != tsp->n)
    {
      g_set_error (error, QD_TSP_ERROR, QD_TSP_ERROR_SYNTAX,
                   _("the tour visits %u cities, not all %u"), count, tsp->n);
      return FALSE;
    }
  return TRUE;
}

void
qd_tsp_identity_tour (guint n, guint *tour)
{
  for (guint i = 0; i < n; i++)
    tour[i] = i;
}

void
qd_tsp_random_tour (guint n, guint64 *rng, guint *tour)
{
  qd_tsp_identity_tour (n, tour);
  qd_random_shuffle (rng, tour, n);
}

void
qd_tsp_nearest_neighbour_tour (const QdTsp *tsp, guint first, guint *tour)
{
  guint n = tsp->n;

  /* tour[k..n) holds the unvisited cities. */
  qd_tsp_identity_tour (n, tour);
  tour[first] = 0;
  tour[0] = first;
  for (guint k = 1; k < n; k++)
    {
      guint best = k;
      double best_d = G_MAXDOUBLE;

      for (guint i = k; i < n; i++)
        {
          double d = qd_tsp_distance (tsp, tour[k - 1], tour[i]);

          if (d < best_d)
            {
              best_d = d;
              best = i;
            }
        }
      {
        guint t = tour[k];
        tour[k] = tour[best];
        tour[best] = t;
      }
    }
}

void
qd_tsp_set_start (QdTsp *tsp, const guint *tour)
{
  g_clear_pointer (&tsp->start, g_free);
  if (tour != NULL)
    tsp->start = g_memdup2 (tour, tsp->n * sizeof (guint));
}

/* ------------------------------------------------------------- layout */

/* y = B x, B the double-centred matrix −½ J D² J, without storing B. */
static void
mds_multiply (const QdTsp *tsp, const double *row_mean, double mean, const double *x, double *y)
{
  guint n = tsp->n;
  double sum_x = 0, sum_rx = 0;

  for (guint j = 0; j < n; j++)
    {
      sum_x += x[j];
      sum_rx += row_mean[j] * x[j];
    }
  for (guint i = 0; i < n; i++)
    {
      const double *d = tsp->dist + (gsize) i * n;
      double s = 0;

      for (guint j = 0; j < n; j++)
        s += d[j] * d[j] * x[j];
      y[i] = -0.5 * (s - row_mean[i] * sum_x - sum_rx + mean * sum_x);
    }
}

/* The leading eigenvector of B (orthogonal to `other` when given) and its
 * eigenvalue. */
static double
mds_eigen (const QdTsp *tsp, const double *row_mean, double mean, const double *other, double *v, double *tmp)
{
  guint n = tsp->n, rounds = n > 300 ? 100 : 300;
  double lambda = 0;

  for (guint i = 0; i < n; i++)
    v[i] = sin (1.0 + i * (other != NULL ? 2.1 : 0.7)) + 0.01 * i;
  for (guint r = 0; r < rounds; r++)
    {
      double norm = 0, dot = 0;

      if (other != NULL)
        {
          for (guint i = 0; i < n; i++)
            dot += v[i] * other[i];
          for (guint i = 0; i < n; i++)
            v[i] -= dot * other[i];
        }
      for (guint i = 0; i < n; i++)
        norm += v[i] * v[i];
      if (norm <= 0)
        return 0;
      norm = sqrt (norm);
      for (guint i = 0; i < n; i++)
        v[i] /= norm;
      mds_multiply (tsp, row_mean, mean, v, tmp);
      lambda = 0;
      for (guint i = 0; i < n; i++)
        lambda += v[i] * tmp[i];
      memcpy (v, tmp, n * sizeof (double));
    }
  {
    double norm = 0;

    for (guint i = 0; i < n; i++)
      norm += v[i] * v[i];
    norm = sqrt (norm);
    for (guint i = 0; i < n && norm > 0; i++)
      v[i] /= norm;
  }
  return lambda;
}

static void
layout_circle (QdTsp *tsp)
{
  for (guint i = 0; i < tsp->n; i++)
    {
      double a = 2 * G_PI * i / tsp->n - G_PI / 2;

      tsp->x[i] = 100 * cos (a);
      tsp->y[i] = 100 * sin (a);
    }
}

void
qd_tsp_layout (QdTsp *tsp)
{
  guint n = tsp->n;
  g_autofree double *row_mean = NULL, *v1 = NULL, *v2 = NULL, *tmp = NULL;
  double mean = 0, l1, l2;

  if (tsp->has_points || tsp->dist == NULL)
    return;
  if (n > 1000 || n < 2)
    {
      layout_circle (tsp);
      return;
    }
  row_mean = g_new0 (double, n);
  v1 = g_new (double, n);
  v2 = g_new (double, n);
  tmp = g_new (double, n);
  for (guint i = 0; i < n; i++)
    {
      for (guint j = 0; j < n; j++)
        row_mean[i] += tsp->dist[(gsize) i * n + j] * tsp->dist[(gsize) i * n + j];
      row_mean[i] /= n;
      mean += row_mean[i] / n;
    }
  l1 = mds_eigen (tsp, row_mean, mean, NULL, v1, tmp);
  if (!(l1 > 0))
    {
      layout_circle (tsp);
      return;
    }
  l2 = mds_eigen (tsp, row_mean, mean, v1, v2, tmp);
  for (guint i = 0; i < n; i++)
    {
      tsp->x[i] = sqrt (l1) * v1[i];
      tsp->y[i] = l2 > 0 ? sqrt (l2) * v2[i] : 0;
    }
}

/* -------------------------------------------------------------- edits */

static void
forget_start (QdTsp *tsp)
{
  g_clear_pointer (&tsp->start, g_free);
}

void
qd_tsp_add_city (QdTsp *tsp, double x, double y)
{
  guint k = tsp->n + 1;
  char *name;

  g_return_if_fail (tsp->has_points);
  for (name = g_strdup_printf ("C%u", k); qd_tsp_find_city (tsp, name) >= 0; name = g_strdup_printf ("C%u", ++k))
    g_free (name);
  tsp->names = g_renew (char *, tsp->names, tsp->n + 2);
  tsp->names[tsp->n] = name;
  tsp->names[tsp->n + 1] = NULL;
  tsp->x = g_renew (double, tsp->x, tsp->n + 2);
  tsp->y = g_renew (double, tsp->y, tsp->n + 2);
  tsp->x[tsp->n] = x;
  tsp->y[tsp->n] = y;
  tsp->n++;
  forget_start (tsp);
}

void
qd_tsp_move_city (QdTsp *tsp, guint city, double x, double y)
{
  g_return_if_fail (tsp->has_points && city < tsp->n);
  tsp->x[city] = x;
  tsp->y[city] = y;
}

void
qd_tsp_remove_city (QdTsp *tsp, guint city)
{
  g_return_if_fail (tsp->has_points && city < tsp->n);
  g_free (tsp->names[city]);
  memmove (tsp->names + city, tsp->names + city + 1, (tsp->n - city) * sizeof (char *));
  memmove (tsp->x + city, tsp->x + city + 1, (tsp->n - city - 1) * sizeof (double));
  memmove (tsp->y + city, tsp->y + city + 1, (tsp->n - city - 1) * sizeof (double));
  tsp->n--;
  forget_start (tsp);
}

gint
qd_tsp_city_at (const QdTsp *tsp, double x, double y, double radius)
{
  gint best = -1;
  double best_d = radius * radius;

  for (guint i = 0; i < tsp->n; i++)
    {
      double dx = tsp->x[i] - x, dy = tsp->y[i] - y, d = dx * dx + dy * dy;

      if (d <= best_d)
        {
          best_d = d;
          best = (gint) i;
        }
    }
  return best;
}

/* ------------------------------------------------------------- writer */

static void
append_number (GString *out, double value)
{
  g_autofree char *text = qd_format_number (value);

  g_string_append (out, text);
}

char *
qd_tsp_to_string (const QdTsp *tsp)
{
  GString *out = g_string_new (NULL);

  if (tsp->has_points)
    for (guint i = 0; i < tsp->n; i++)
      {
        g_string_append_printf (out, "%s ", tsp->names[i]);
        append_number (out, tsp->x[i]);
        g_string_append_c (out, ' ');
        append_number (out, tsp->y[i]);
        g_string_append_c (out, '\n');
      }
  else
    {
      for (guint i = 0; i < tsp->n; i++)
        g_string_append_printf (out, "\t%s", tsp->names[i]);
      g_string_append_c (out, '\n');
      for (guint i = 0; i < tsp->n; i++)
        {
          g_string_append (out, tsp->names[i]);
          for (guint j = 0; j < tsp->n; j++)
            {
              g_string_append_c (out, '\t');
              append_number (out, tsp->dist[(gsize) i * tsp->n + j]);
            }
          g_string_append_c (out, '\n');
        }
    }
  if (tsp->start != NULL)
    {
      g_autofree char *tour = qd_tsp_tour_to_string (tsp, tsp->start, " ");

      g_string_append_printf (out, "start: %s\n", tour);
    }
  return g_string_free (out, FALSE);
}
