/* qd-mdp-cli-features.c — the features of approximate Q-learning
 * (`--features identity|coordinates|FILE`): one feature per state-action
 * pair (tabular Q-learning), the cell's coordinates per action, or a file
 * of feature vectors, one line per cell and action:
 *
 *   # comments and blank lines are skipped
 *   (x, y) ACTION F1 F2 … FN
 *
 * every line with the same N numbers; a pair without a line has the
 * features 0. */
#include "config.h"
#include "qd-mdp-cli.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "cli/qd-cli.h"

/* The most features a file may give each pair. */
#define MAX_FEATURES 64

struct _QdMdpCliFeatures {
  const QdMdpCliWorld *world;
  gboolean coordinates;
  guint n;                   /* features per pair (a file's) */
  double *table;             /* a file's: n_actions × n, or NULL */
};

static guint
features_of (gpointer data, guint s, guint a, guint *index, double *value, guint max)
{
  const QdMdpCliFeatures *f = data;
  const QdMdpWorld *w = f->world->world;
  guint label = f->world->model->action_label[a], cell, n = 0;

  if (f->table != NULL)
    {
      for (guint i = 0; i < f->n && n < max; i++)
        if (f->table[(gsize) a * f->n + i] != 0)
          {
            index[n] = i;
            value[n++] = f->table[(gsize) a * f->n + i];
          }
      return n;
    }
  if (!f->coordinates)
    {
      index[0] = a;
      value[0] = 1;
      return 1;
    }
  if (max < 3 || s + 1 >= f->world->model->n_states)
    return 0;
  cell = f->world->cell_of[s];
  for (guint i = 0; i < 3; i++)
    index[i] = label * 3 + i;
  value[0] = 1;
  value[1] = w->w > 1 ? (double) (cell % w->w) / (w->w - 1) : 0;
  value[2] = w->h > 1 ? (double) (cell / w->w) / (w->h - 1) : 0;
  return 3;
}

/* "(x, y) ACTION": the global action, or G_MAXUINT with ERROR set. */
static guint
parse_pair (const QdMdpCliWorld *world, const char *line, char **rest, GError **error)
{
  const QdMarkov *model = world->model;
  guint x, y;
  int used = 0;
  char action[16];
  gint label, state;

  if (sscanf (line, " ( %u , %u ) %15s%n", &x, &y, action, &used) != 3)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("expected “(x, y) ACTION F1 F2 …”"));
      return G_MAXUINT;
    }
  *rest = (char *) line + used;
  state = x < world->world->w && y < world->world->h ? world->state_of[qd_mdp_world_index (world->world, x, y)] : -1;
  label = qd_mdp_action_from_string (action);
  for (guint a = state >= 0 ? model->first_action[state] : 0; state >= 0 && a < model->first_action[state + 1]; a++)
    if ((gint) model->action_label[a] == label)
      return a;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               state < 0 ? _("(%u, %u) is a wall or off the grid") : _("(%u, %u) has no action “%s”"), x, y, action);
  return G_MAXUINT;
}

/* The numbers after the pair into ROW (MAX_FEATURES); their count, 0 with
 * ERROR set. */
static guint
parse_numbers (char *rest, double *row, GError **error)
{
  g_auto(GStrv) words = g_strsplit_set (rest, " \t", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      char *end;

      if (*words[i] == '\0')
        continue;
      if (n == MAX_FEATURES)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("more than %u features"), MAX_FEATURES);
          return 0;
        }
      row[n] = g_ascii_strtod (words[i], &end);
      if (*end != '\0' || !isfinite (row[n]))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("“%s” is not a finite number"), words[i]);
          return 0;
        }
      n++;
    }
  if (n == 0)
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("a pair without features"));
  return n;
}

/* One line of a features file, into F (its first line sets the count). */
static gboolean
parse_line (QdMdpCliFeatures *f, const char *line, GError **error)
{
  double row[MAX_FEATURES];
  char *rest;
  guint a = parse_pair (f->world, line, &rest, error), n;

  if (a == G_MAXUINT || (n = parse_numbers (rest, row, error)) == 0)
    return FALSE;
  if (f->table == NULL)
    {
      f->n = n;
      f->table = g_new0 (double, (gsize) f->world->model->n_actions * n);
    }
  if (n != f->n)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("%u features where the first line has %u"), n, f->n);
      return FALSE;
    }
  memcpy (f->table + (gsize) a * n, row, n * sizeof *row);
  return TRUE;
}

static gboolean
read_file (QdMdpCliFeatures *f, const char *path, GError **error)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  gsize length;

  if (!qd_cli_read (path, &text, &length, error))
    return FALSE;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *line = g_strdup (lines[i]);
      g_autoptr(GError) line_error = NULL;

      if (strchr (line, '#') != NULL)
        *strchr (line, '#') = '\0';
      if (*g_strstrip (line) != '\0' && !parse_line (f, line, &line_error))
        {
          qd_text_line_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, i + 1, "%s", line_error->message);
          qd_cli_prefix_error (error, path);
          return FALSE;
        }
    }
  if (f->table != NULL)
    return TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, _("no features"));
  qd_cli_prefix_error (error, path);
  return FALSE;
}

QdMdpCliFeatures *
qd_mdp_cli_features_new (const QdMdpCliWorld *world, const char *name, GError **error)
{
  g_autoptr(QdMdpCliFeatures) f = g_new0 (QdMdpCliFeatures, 1);

  f->world = world;
  f->coordinates = g_strcmp0 (name, "coordinates") == 0;
  if (name != NULL && !f->coordinates && strcmp (name, "identity") != 0 && !read_file (f, name, error))
    return NULL;
  return g_steal_pointer (&f);
}

void
qd_mdp_cli_features_free (QdMdpCliFeatures *features)
{
  g_free (features->table);
  g_free (features);
}

void
qd_mdp_cli_features_apply (QdMdpCliFeatures *features, QdMarkovLearnOptions *options)
{
  options->features = features_of;
  options->features_data = features;
  options->n_features = features->table != NULL ? features->n
                        : features->coordinates ? 3 * QD_MDP_N_ACTIONS : features->world->model->n_actions;
}
