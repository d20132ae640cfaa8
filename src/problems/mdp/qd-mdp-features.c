/* qd-mdp-features.c — features for approximate Q-learning (qd-mdp-features.h).
 * Identity and coordinates are computed when asked (a 2,000 × 2,000 world
 * would need 16 M pairs stored); a file's are kept by global action. */
#include "config.h"
#include "qd-mdp-features.h"
#include "qd-mdp-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-text.h"

struct _QdMdpFeatures
{
  gint set;                 /* QdMdpFeatureSet, or -1 for a file's */
  const QdMarkov *model;    /* the caller's */
  guint w, h;
  guint *cell_of;           /* n_states - 1: each state's cell */
  /* a file's: action a has the pairs first[a] .. first[a + 1] - 1 */
  guint *first;
  GArray *index, *value;
  GPtrArray *names;
};

static const char *const set_words[QD_MDP_N_FEATURE_SETS] = { "identity", "coordinates" };
static const char *const set_labels[QD_MDP_N_FEATURE_SETS] = { N_("Identity (one per state and action)"),
                                                               N_("Coordinates (bias, x and y per action)") };
static const char *const coordinate_names[3] = { "bias", "x", "y" };

const char *
qd_mdp_feature_set_to_string (QdMdpFeatureSet set)
{
  return (guint) set < QD_MDP_N_FEATURE_SETS ? set_words[set] : NULL;
}

const char *
qd_mdp_feature_set_label (QdMdpFeatureSet set)
{
  return (guint) set < QD_MDP_N_FEATURE_SETS ? _(set_labels[set]) : NULL;
}

gint
qd_mdp_feature_set_from_string (const char *name)
{
  for (guint i = 0; name != NULL && i < QD_MDP_N_FEATURE_SETS; i++)
    if (strcmp (name, set_words[i]) == 0)
      return (gint) i;
  return -1;
}

static QdMdpFeatures *
features_alloc (gint set, const QdMdpWorld *world, const QdMarkov *model)
{
  QdMdpFeatures *features = g_new0 (QdMdpFeatures, 1);

  features->set = set;
  features->model = model;
  features->w = world->w;
  features->h = world->h;
  return features;
}

QdMdpFeatures *
qd_mdp_features_new (QdMdpFeatureSet set, const QdMdpWorld *world, const QdMarkov *model, const guint *cell_of)
{
  QdMdpFeatures *features;

  g_return_val_if_fail ((guint) set < QD_MDP_N_FEATURE_SETS, NULL);
  features = features_alloc ((gint) set, world, model);
  features->cell_of = g_memdup2 (cell_of, sizeof (guint) * (model->n_states - 1));
  return features;
}

void
qd_mdp_features_free (QdMdpFeatures *features)
{
  if (features == NULL)
    return;
  g_free (features->cell_of);
  g_free (features->first);
  if (features->index != NULL)
    g_array_unref (features->index);
  if (features->value != NULL)
    g_array_unref (features->value);
  if (features->names != NULL)
    g_ptr_array_unref (features->names);
  g_free (features);
}

guint
qd_mdp_features_count (const QdMdpFeatures *features)
{
  if (features->set == QD_MDP_FEATURES_IDENTITY)
    return features->model->n_actions;
  if (features->set == QD_MDP_FEATURES_COORDINATES)
    return 3 * QD_MDP_N_ACTIONS;
  return features->names->len;
}

/* The state whose actions hold global action A (a binary search). */
static guint
state_of_action (const QdMarkov *model, guint a)
{
  guint lo = 0, hi = model->n_states - 1;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;

      if (model->first_action[mid] <= a)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

char *
qd_mdp_features_name (const QdMdpFeatures *features, guint i)
{
  if (features->set == QD_MDP_FEATURES_IDENTITY)
    {
      guint cell = features->cell_of[state_of_action (features->model, i)];

      return g_strdup_printf ("(%u, %u) %s", cell % features->w, cell / features->w,
                              qd_mdp_action_to_string (features->model->action_label[i]));
    }
  if (features->set == QD_MDP_FEATURES_COORDINATES)
    return g_strdup_printf ("%s %s", qd_mdp_action_to_string (i / 3), coordinate_names[i % 3]);
  return g_strdup (g_ptr_array_index (features->names, i));
}

guint
qd_mdp_features_get (gpointer data, guint s, guint a, guint *index, double *value, guint max)
{
  const QdMdpFeatures *features = data;
  guint n = 0;

  if (features->set == QD_MDP_FEATURES_IDENTITY && max >= 1)
    {
      index[0] = a;
      value[0] = 1.0;
      return 1;
    }
  if (features->set == QD_MDP_FEATURES_COORDINATES)
    {
      guint cell = features->cell_of[s], label = features->model->action_label[a];
      const double coordinates[3] = { 1.0, features->w > 1 ? (double) (cell % features->w) / (features->w - 1) : 0.0,
                                       features->h > 1 ? (double) (cell / features->w) / (features->h - 1) : 0.0 };

      for (; n < 3 && n < max; n++)
        {
          index[n] = 3 * label + n;
          value[n] = coordinates[n];
        }
      return n;
    }
  for (guint k = features->first != NULL ? features->first[a] : 0;
       features->first != NULL && k < features->first[a + 1] && n < max; k++, n++)
    {
      index[n] = g_array_index (features->index, guint, k);
      value[n] = g_array_index (features->value, double, k);
    }
  return n;
}

/* ---- a feature file */

typedef struct
{
  QdMdpFeatures *features;
  GHashTable *by_name;      /* name → index + 1 */
  guint *line_of;           /* n_actions: the line that gave the pair, 0 none */
  GArray *pair_action;      /* each entry's global action, file order */
} Reader;

/* `name=value`: its index (a new name gets the next), its value. */
static gboolean
read_entry (Reader *reader, const char *word, gsize length, guint line, guint *index, double *value, GError **error)
{
  const char *equals = memchr (word, '=', length);
  gsize name_length = equals != NULL ? (gsize) (equals - word) : 0;
  g_autofree char *name = NULL;
  g_autofree char *quoted = qd_text_quote (word, (gssize) length);
  gpointer found;

  if (equals == NULL || name_length == 0 || name_length > QD_MDP_MAX_FEATURE_NAME)
    return qd_mdp_parse_error (error, line, _("“%s” is not a feature “name=value” (a name of 1 to %u bytes)"), quoted,
                               QD_MDP_MAX_FEATURE_NAME);
  if (!qd_mdp_read_number (equals + 1, length - name_length - 1, value) || fabs (*value) > QD_MDP_MAX_FEATURE_VALUE)
    return qd_mdp_parse_error (error, line, _("the value of “%s” is not a number from -1000000 to 1000000"), quoted);
  name = g_strndup (word, name_length);
  found = g_hash_table_lookup (reader->by_name, name);
  if (found != NULL)
    {
      *index = GPOINTER_TO_UINT (found) - 1;
      return TRUE;
    }
  if (reader->features->names->len == QD_MDP_MAX_FEATURES)
    return qd_mdp_parse_error (error, line, _("more than %u features: “%s” is one too many"), QD_MDP_MAX_FEATURES,
                               quoted);
  *index = reader->features->names->len;
  g_ptr_array_add (reader->features->names, g_strdup (name));
  g_hash_table_insert (reader->by_name, g_steal_pointer (&name), GUINT_TO_POINTER (*index + 1));
  return TRUE;
}

/* The entries of one line: no feature twice. */
static gboolean
read_entries (Reader *reader, const char *p, const char *end, guint line, guint action, GError **error)
{
  guint first = reader->features->index->len;
  const char *word;
  gsize length;

  while (qd_mdp_next_word (&p, end, &word, &length))
    {
      guint index;
      double value;

      if (!read_entry (reader, word, length, line, &index, &value, error))
        return FALSE;
      for (guint k = first; k < reader->features->index->len; k++)
        if (g_array_index (reader->features->index, guint, k) == index)
          return qd_mdp_parse_error (error, line, _("the feature “%s” twice on one line"),
                                     (const char *) g_ptr_array_index (reader->features->names, index));
      g_array_append_val (reader->features->index, index);
      g_array_append_val (reader->features->value, value);
      g_array_append_val (reader->pair_action, action);
    }
  return TRUE;
}

static gboolean
read_features_line (Reader *reader, const QdMdpLineContext *context, const char *line, gsize length, guint number,
                    GError **error)
{
  const char *p = line, *end = line + length;
  guint state, action;

  if (!qd_mdp_read_state_action (context, &p, end, number, &state, &action, error))
    return FALSE;
  if (reader->line_of[action] != 0)
    return qd_mdp_parse_error (error, number, _("this cell and action have a line already, line %u"),
                               reader->line_of[action]);
  reader->line_of[action] = number;
  return read_entries (reader, p, end, number, action, error);
}

/* The entries, in file order, grouped by action (a stable counting sort). */
static void
group_by_action (QdMdpFeatures *features, GArray *pair_action)
{
  guint n = pair_action->len, n_actions = features->model->n_actions;
  g_autofree guint *fill = g_new0 (guint, n_actions);
  GArray *index = g_array_sized_new (FALSE, FALSE, sizeof (guint), n);
  GArray *value = g_array_sized_new (FALSE, FALSE, sizeof (double), n);

  features->first = g_new0 (guint, n_actions + 1);
  for (guint k = 0; k < n; k++)
    features->first[g_array_index (pair_action, guint, k) + 1]++;
  for (guint a = 0; a < n_actions; a++)
    features->first[a + 1] += features->first[a];
  g_array_set_size (index, n);
  g_array_set_size (value, n);
  for (guint k = 0; k < n; k++)
    {
      guint a = g_array_index (pair_action, guint, k), to = features->first[a] + fill[a]++;

      g_array_index (index, guint, to) = g_array_index (features->index, guint, k);
      g_array_index (value, double, to) = g_array_index (features->value, double, k);
    }
  g_array_unref (features->index);
  g_array_unref (features->value);
  features->index = index;
  features->value = value;
}

QdMdpFeatures *
qd_mdp_features_parse (const QdMdpWorld *world, const QdMarkov *model, const gint *state_of, const char *text,
                       gsize len, GError **error)
{
  const QdMdpLineContext context = { .world = world, .model = model, .state_of = state_of };
  g_autoptr(QdMdpFeatures) features = features_alloc (-1, world, model);
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree guint *line_of = g_new0 (guint, model->n_actions);
  g_autoptr(GArray) pair_action = g_array_new (FALSE, FALSE, sizeof (guint));
  Reader reader = { .features = features, .by_name = by_name, .line_of = line_of, .pair_action = pair_action };
  QdLineReader lines;
  const char *line;
  gsize length;

  features->index = g_array_new (FALSE, FALSE, sizeof (guint));
  features->value = g_array_new (FALSE, FALSE, sizeof (double));
  features->names = g_ptr_array_new_with_free_func (g_free);
  if (!qd_text_validate (text, len, QD_MDP_ERROR, QD_MDP_ERROR_PARSE, error))
    return NULL;
  qd_line_reader_init (&lines, text, len);
  while (qd_line_reader_next (&lines, &line, &length))
    {
      const char *hash = memchr (line, '#', length);

      if (hash != NULL)
        length = (gsize) (hash - line);
      if (!qd_text_is_blank (line, length) && !read_features_line (&reader, &context, line, length, lines.line, error))
        return NULL;
    }
  if (features->names->len == 0)
    {
      qd_mdp_parse_error (error, 0, _("the file gives no feature: a line is “(x, y) ACTION name=value …”"));
      return NULL;
    }
  group_by_action (features, pair_action);
  return g_steal_pointer (&features);
}
