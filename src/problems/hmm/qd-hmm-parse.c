/* qd-hmm-parse.c — reading a hidden Markov model file (qd-hmm.h): lines of
 * `key: value`, the rows of `transition:` and `sensor:` under them; every
 * row checked as it is read, so that an error names its line. */
#include "config.h"
#include "qd-hmm.h"
#include "qd-hmm-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"
#include "core/qd-text.h"

G_DEFINE_QUARK (qd-hmm-error-quark, qd_hmm_error)

#define QD_HMM_MAX_SENSOR (1u << 24)

enum { KEY_TITLE, KEY_STATES, KEY_OBSERVATIONS, KEY_PRIOR, KEY_START, KEY_TRANSITION, KEY_SENSOR, N_KEYS };
static const char *const keys[N_KEYS] = { "title", "states", "observations", "prior", "start", "transition",
                                          "sensor" };

typedef struct
{
  guint from, to;
  double p;
} Move;

typedef struct
{
  char *title;
  GPtrArray *names[2];       /* states, observations */
  GHashTable *index[2];      /* name → index + 1 */
  guint key_line[N_KEYS];
  guint section;             /* KEY_TRANSITION, KEY_SENSOR, or N_KEYS: none */
  QdHidden *numbers;
  guint *row_line[2];        /* per state: the line of its transition and sensor rows */
  guint *mark[2];            /* per state, per observation: the last line that named it in a row */
  GArray *entries;           /* of Move: the row being read */
  GArray *moves;             /* of Move: every transition read */
} Reader;

gboolean
qd_hmm_parse_error (GError **error, guint line, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  return qd_text_line_error (error, QD_HMM_ERROR, QD_HMM_ERROR_PARSE, line, "%s", message);
}

static gboolean
name_char (char c)
{
  return g_ascii_isalnum (c) || strchr ("_-.+'()/[]", c) != NULL || (guchar) c >= 0x80;
}

/* The next item of a list (spaces or commas between): *P advanced past it. */
static gboolean
next_item (const char **p, const char *end, const char **item, gsize *length)
{
  while (*p < end && (g_ascii_isspace (**p) || **p == ','))
    (*p)++;
  if (*p == end)
    return FALSE;
  *item = *p;
  while (*p < end && !g_ascii_isspace (**p) && **p != ',')
    (*p)++;
  *length = (gsize) (*p - *item);
  return TRUE;
}

static gboolean
read_name (const char *item, gsize length, guint line, GError **error)
{
  g_autofree char *quoted = qd_text_quote (item, (gssize) length);

  if (length > QD_HMM_MAX_NAME)
    return qd_hmm_parse_error (error, line, _("the name “%s” is longer than %u bytes"), quoted, QD_HMM_MAX_NAME);
  for (gsize i = 0; i < length; i++)
    if (!name_char (item[i]))
      return qd_hmm_parse_error (error, line,
                                 _("“%s” is not a name (letters, digits and _ - . + ' ( ) / [ ])"), quoted);
  for (guint k = 0; k < N_KEYS; k++)
    if (strlen (keys[k]) == length && memcmp (keys[k], item, length) == 0)
      return qd_hmm_parse_error (error, line, _("“%s” is a key of the format, not a name"), quoted);
  return TRUE;
}

/* `states:` or `observations:` (WHICH 0 or 1). */
static gboolean
read_names (Reader *r, guint which, const char *p, const char *end, guint line, GError **error)
{
  const char *item;
  gsize length;
  guint limit = which == 0 ? QD_HMM_MAX_STATES : QD_HMM_MAX_OBS;

  while (next_item (&p, end, &item, &length))
    {
      char *name;

      if (!read_name (item, length, line, error))
        return FALSE;
      if (r->names[which]->len == limit)
        return qd_hmm_parse_error (error, line,
                                   which == 0 ? _("more than %u states") : _("more than %u observations"), limit);
      name = g_strndup (item, length);
      if (g_hash_table_contains (r->index[which], name))
        {
          g_autofree char *quoted = qd_text_quote (name, -1);

          g_free (name);
          return qd_hmm_parse_error (error, line, which == 0 ? _("the state “%s” is listed twice")
                                               : _("the observation “%s” is listed twice"), quoted);
        }
      g_ptr_array_add (r->names[which], name);
      g_hash_table_insert (r->index[which], name, GUINT_TO_POINTER (r->names[which]->len));
    }
  if (r->names[which]->len == 0)
    return qd_hmm_parse_error (error, line, which == 0 ? _("no state is listed") : _("no observation is listed"));
  return TRUE;
}

/* A probability: a finite decimal in [0, 1]. */
static gboolean
read_probability (const char *item, gsize length, double *p, guint line, GError **error)
{
  char buffer[64], *end;
  g_autofree char *quoted = NULL;

  if (length > 0 && length < sizeof buffer)
    {
      memcpy (buffer, item, length);
      buffer[length] = '\0';
      *p = g_ascii_strtod (buffer, &end);
      if (end == buffer + length && isfinite (*p) && *p >= 0 && *p <= 1)
        return TRUE;
    }
  quoted = qd_text_quote (item, (gssize) length);
  return qd_hmm_parse_error (error, line, _("“%s” is not a probability (a number from 0 to 1)"), quoted);
}

static gboolean
check_sum (double sum, guint line, const char *what, GError **error)
{
  g_autofree char *text = NULL;

  if (fabs (sum - 1) <= QD_HIDDEN_TOLERANCE)
    return TRUE;
  text = g_strdup_printf ("%.10g", sum);
  return qd_hmm_parse_error (error, line, _("%s sum to %s, not 1"), what, text);
}

/* Once both lists are read: the model's arrays. */
static gboolean
make_numbers (Reader *r, guint line, GError **error)
{
  guint n = r->names[0]->len, m = r->names[1]->len;

  if (r->numbers != NULL || n == 0 || m == 0)
    return TRUE;
  if ((guint64) n * m > QD_HMM_MAX_SENSOR)
    {
      g_autofree char *entries = qd_format_count ((guint64) n * m);

      return qd_hmm_parse_error (error, line,
                                 _("%u states and %u observations make %s sensor entries, more than %u"), n, m,
                   entries, QD_HMM_MAX_SENSOR);
    }
  r->numbers = qd_hidden_new (n, m, error);
  if (r->numbers == NULL)
    return FALSE;
  r->row_line[0] = g_new0 (guint, n);
  r->row_line[1] = g_new0 (guint, n);
  r->mark[0] = g_new0 (guint, n);
  r->mark[1] = g_new0 (guint, m);
  return TRUE;
}

/* `prior:` or `start:`: one probability per state. */
static gboolean
read_prior (Reader *r, const char *p, const char *end, guint line, GError **error)
{
  guint n = r->names[0]->len, count = 0;
  const char *item;
  gsize length;
  double sum = 0;

  if (r->numbers == NULL)
    return qd_hmm_parse_error (error, line, _("the states and observations must be listed before the prior"));
  while (next_item (&p, end, &item, &length))
    {
      double v;

      if (count == n)
        return qd_hmm_parse_error (error, line, _("the prior has more than %u probabilities, one per state"), n);
      if (!read_probability (item, length, &v, line, error))
        return FALSE;
      r->numbers->prior[count++] = v;
      sum += v;
    }
  if (count != n)
    return qd_hmm_parse_error (error, line, _("the prior has %u probabilities, not %u (one per state)"), count, n);
  return check_sum (sum, line, _("the prior's probabilities"), error);
}

/* A row's values, dense (one per target) or as `name=p` pairs: each
 * nonzero one appended to r->entries as (target, p); a target named twice
 * is found by its mark (the line's number), so that no row costs more than
 * its own length. */
static gboolean
read_row (Reader *r, guint which, const char *p, const char *end, guint line, const char *owner, GError **error)
{
  guint width = r->names[which]->len, count = 0;
  const char *item;
  gsize length;
  gboolean pairs = FALSE;
  double sum = 0;
  g_autofree char *what = NULL;

  g_array_set_size (r->entries, 0);
  while (next_item (&p, end, &item, &length))
    {
      const char *equals = memchr (item, '=', length);
      Move entry = { 0, count, 0 };

      if (count > 0 && (equals != NULL) != pairs)
        return qd_hmm_parse_error (error, line,
                                   _("a row gives its values all as numbers or all as name=probability pairs"));
      pairs = equals != NULL;
      if (pairs)
        {
          g_autofree char *name = g_strndup (item, (gsize) (equals - item));
          gpointer found = g_hash_table_lookup (r->index[which], name);
          g_autofree char *quoted = qd_text_quote (name, -1);

          if (found == NULL)
            return qd_hmm_parse_error (error, line, which == 0 ? _("no state is named “%s”") : _("no observation is named “%s”"),
                         quoted);
          entry.to = GPOINTER_TO_UINT (found) - 1;
          if (r->mark[which][entry.to] == line)
            return qd_hmm_parse_error (error, line, _("“%s” is given twice in the row"), quoted);
          r->mark[which][entry.to] = line;
          length -= (gsize) (equals + 1 - item);
          item = equals + 1;
        }
      else if (count == width)
        return qd_hmm_parse_error (error, line, which == 0 ? _("the row has more than %u probabilities, one per state")
                                             : _("the row has more than %u probabilities, one per observation"),
                     width);
      if (!read_probability (item, length, &entry.p, line, error))
        return FALSE;
      if (entry.p > 0)
        g_array_append_val (r->entries, entry);
      sum += entry.p;
      count++;
    }
  if (!pairs && count != width)
    return qd_hmm_parse_error (error, line, which == 0 ? _("the row has %u probabilities, not %u (one per state)")
                                         : _("the row has %u probabilities, not %u (one per observation)"),
                 count, width);
  what = g_strdup_printf (which == 0 ? _("the transitions of “%s”") : _("the sensor probabilities of “%s”"), owner);
  return check_sum (sum, line, what, error);
}

/* `NAME: values` under `transition:` or `sensor:`. */
static gboolean
read_section_row (Reader *r, const char *name, gsize name_length, const char *p, const char *end, guint line,
                  GError **error)
{
  guint which = r->section == KEY_TRANSITION ? 0 : 1;
  g_autofree char *key = g_strndup (name, name_length), *quoted = qd_text_quote (key, -1);
  gpointer found = g_hash_table_lookup (r->index[0], key);
  guint state;

  if (found == NULL)
    return qd_hmm_parse_error (error, line, _("no state is named “%s”"), quoted);
  state = GPOINTER_TO_UINT (found) - 1;
  if (r->row_line[which][state] != 0)
    return qd_hmm_parse_error (error, line, which == 0 ? _("the transitions of “%s” were given at line %u")
                                         : _("the sensor row of “%s” was given at line %u"),
                 quoted, r->row_line[which][state]);
  r->row_line[which][state] = line;
  if (!read_row (r, which, p, end, line, quoted, error))
    return FALSE;
  for (guint i = 0; i < r->entries->len; i++)
    {
      Move move = g_array_index (r->entries, Move, i);

      if (which == 1)
        {
          r->numbers->sensor[(gsize) state * r->names[1]->len + move.to] = move.p;
          continue;
        }
      if (r->moves->len == QD_HMM_MAX_TRANSITIONS)
        return qd_hmm_parse_error (error, line, _("more than %u transitions"), QD_HMM_MAX_TRANSITIONS);
      move.from = state;
      g_array_append_val (r->moves, move);
    }
  return TRUE;
}

static gboolean
read_line (Reader *r, const char *line, gsize length, guint number, GError **error)
{
  const char *hash = memchr (line, '#', length), *colon, *end, *value;
  gsize key_length;
  guint key = N_KEYS;

  if (hash != NULL)
    length = (gsize) (hash - line);
  qd_text_trim (&line, &length);
  if (length == 0)
    return TRUE;
  end = line + length;
  colon = memchr (line, ':', length);
  if (colon == NULL)
    {
      g_autofree char *quoted = qd_text_quote (line, (gssize) length);

      return qd_hmm_parse_error (error, number,
                                 _("“%s” is neither “key: value” nor a row “name: probabilities”"), quoted);
    }
  key_length = (gsize) (colon - line);
  while (key_length > 0 && g_ascii_isspace (line[key_length - 1]))
    key_length--;
  for (guint k = 0; k < N_KEYS; k++)
    if (strlen (keys[k]) == key_length && memcmp (keys[k], line, key_length) == 0)
      key = k;
  value = colon + 1;
  if (key == N_KEYS)
    {
      if (r->section == N_KEYS)
        {
          g_autofree char *quoted = qd_text_quote (line, (gssize) key_length);

          return qd_hmm_parse_error (error, number,
                                     _("unknown key “%s” (title, states, observations, prior, start, transition, "
                                        "sensor)"), quoted);
        }
      return read_section_row (r, line, key_length, value, end, number, error);
    }
  if (r->key_line[key] != 0)
    return qd_hmm_parse_error (error, number, _("“%s” was given at line %u"), keys[key], r->key_line[key]);
  if ((key == KEY_PRIOR && r->key_line[KEY_START] != 0) || (key == KEY_START && r->key_line[KEY_PRIOR] != 0))
    return qd_hmm_parse_error (error, number, _("a model gives “prior” (P(X0)) or “start” (P(X1)), not both"));
  r->key_line[key] = number;
  r->section = N_KEYS;
  switch (key)
    {
    case KEY_TITLE:
      r->title = g_strstrip (g_strndup (value, (gsize) (end - value)));
      return TRUE;
    case KEY_STATES:
    case KEY_OBSERVATIONS:
      if (r->numbers != NULL || r->key_line[KEY_TRANSITION] || r->key_line[KEY_SENSOR])
        return qd_hmm_parse_error (error, number, _("the states and observations come before the prior and the rows"));
      return read_names (r, key == KEY_STATES ? 0 : 1, value, end, number, error) &&
             make_numbers (r, number, error);
    case KEY_PRIOR:
    case KEY_START:
      if (r->numbers != NULL)
        r->numbers->start_is_first = key == KEY_START;
      return read_prior (r, value, end, number, error);
    default:
      {
        const char *rest = value;
        gsize rest_length = (gsize) (end - value);

        qd_text_trim (&rest, &rest_length);
        if (rest_length > 0)
          return qd_hmm_parse_error (error, number,
                                     _("“%s:” stands alone; its rows follow on their own lines"), keys[key]);
        if (r->numbers == NULL)
          return qd_hmm_parse_error (error, number,
                                     _("the states and observations must be listed before “%s:”"), keys[key]);
        r->section = key;
        return TRUE;
      }
    }
}

static int
compare_moves (gconstpointer a, gconstpointer b)
{
  const Move *x = a, *y = b;

  if (x->from != y->from)
    return x->from < y->from ? -1 : 1;
  return x->to < y->to ? -1 : x->to > y->to;
}

/* After the last line: every key and row there, the transitions added. */
static gboolean
finish (Reader *r, guint last_line, GError **error)
{
  const guint needed[] = { KEY_STATES, KEY_OBSERVATIONS, KEY_TRANSITION, KEY_SENSOR };

  for (guint i = 0; i < G_N_ELEMENTS (needed); i++)
    if (r->key_line[needed[i]] == 0)
      return qd_hmm_parse_error (error, last_line, _("the model has no “%s:”"), keys[needed[i]]);
  if (r->key_line[KEY_PRIOR] == 0 && r->key_line[KEY_START] == 0)
    return qd_hmm_parse_error (error, last_line, _("the model has no “prior:” (P(X0)) nor “start:” (P(X1))"));
  for (guint which = 0; which < 2; which++)
    for (guint s = 0; s < r->names[0]->len; s++)
      if (r->row_line[which][s] == 0)
        {
          g_autofree char *quoted = qd_text_quote (g_ptr_array_index (r->names[0], s), -1);

          return qd_hmm_parse_error (error, r->key_line[which == 0 ? KEY_TRANSITION : KEY_SENSOR],
                       which == 0 ? _("no row gives the transitions of “%s”")
                                  : _("no row gives the sensor probabilities of “%s”"), quoted);
        }
  g_array_sort (r->moves, compare_moves);
  for (guint i = 0; i < r->moves->len; i++)
    {
      const Move *move = &g_array_index (r->moves, Move, i);

      qd_hidden_add_transition (r->numbers, move->from, move->to, move->p);
    }
  return qd_hidden_finish (r->numbers, NULL, error);
}

QdHmm *
qd_hmm_parse (const char *text, gsize length, GError **error)
{
  Reader r = { .section = N_KEYS };
  QdLineReader lines;
  const char *line;
  gsize line_length;
  guint number = 0;
  gboolean ok = TRUE;
  QdHmm *hmm = NULL;

  if (length > QD_HMM_MAX_FILE_BYTES)
    {
      qd_hmm_parse_error (error, 0, _("the file is larger than %u MB"), QD_HMM_MAX_FILE_BYTES >> 20);
      return NULL;
    }
  if (!qd_text_validate (text, length, QD_HMM_ERROR, QD_HMM_ERROR_PARSE, error))
    return NULL;
  for (guint w = 0; w < 2; w++)
    {
      r.names[w] = g_ptr_array_new_with_free_func (g_free);
      r.index[w] = g_hash_table_new (g_str_hash, g_str_equal);
    }
  r.moves = g_array_new (FALSE, FALSE, sizeof (Move));
  r.entries = g_array_new (FALSE, FALSE, sizeof (Move));
  qd_line_reader_init (&lines, text, length);
  while (ok && qd_line_reader_next (&lines, &line, &line_length))
    ok = read_line (&r, line, line_length, ++number, error);
  if (ok)
    ok = finish (&r, MAX (number, 1), error);
  if (ok)
    {
      hmm = g_new0 (QdHmm, 1);
      hmm->title = r.title != NULL ? g_steal_pointer (&r.title) : g_strdup ("");
      g_ptr_array_add (r.names[0], NULL);
      g_ptr_array_add (r.names[1], NULL);
      hmm->states = (GStrv) g_ptr_array_free (g_steal_pointer (&r.names[0]), FALSE);
      hmm->observations = (GStrv) g_ptr_array_free (g_steal_pointer (&r.names[1]), FALSE);
      hmm->numbers = g_steal_pointer (&r.numbers);
    }
  g_free (r.title);
  for (guint w = 0; w < 2; w++)
    {
      if (r.index[w] != NULL)
        g_hash_table_destroy (r.index[w]);
      if (r.names[w] != NULL)
        g_ptr_array_free (r.names[w], TRUE);
      g_free (r.row_line[w]);
      g_free (r.mark[w]);
    }
  g_array_free (r.entries, TRUE);
  g_array_free (r.moves, TRUE);
  qd_hidden_free (r.numbers);
  return hmm;
}
