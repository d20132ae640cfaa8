/* qd-practice.c — the question list of a practice session; see
 * qd-practice.h. */
#include "config.h"
#include "qd-practice.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* What became of a question asked. */
typedef struct {
  gboolean missed;             /* a wrong answer was given first */
  gboolean hinted;
  gboolean shown;
} Outcome;

struct _QdPractice {
  QdOwned owned;               /* the lists, the data and the note */
  GPtrArray *all;              /* QdPracticeQuestion * */
  GArray *asked;               /* guint: indices into all */
  GArray *outcomes;            /* Outcome, one per asked question up to and with the current */
  guint position;
  QdPracticeFrequency frequency;
  QdPracticeCanonical canonical;
  gpointer data;
  char *note;                  /* qd_practice_set_note, or NULL */
};

/* Frees the note, whichever it is now: `field` is &practice->note. */
static void
note_free (gpointer field)
{
  g_free (*(char **) field);
}

static gboolean
level_asked (QdPracticeLevel level, QdPracticeFrequency frequency)
{
  switch (frequency)
    {
    case QD_PRACTICE_EVERY_STEP: return TRUE;
    case QD_PRACTICE_DECISIONS: return level != QD_PRACTICE_LEVEL_STEP;
    case QD_PRACTICE_END: default: return level == QD_PRACTICE_LEVEL_END;
    }
}

static Outcome *
outcome_now (QdPractice *practice)
{
  if (practice->outcomes->len <= practice->position)
    g_array_set_size (practice->outcomes, practice->position + 1);
  return &g_array_index (practice->outcomes, Outcome, practice->position);
}

void
qd_practice_restart (QdPractice *practice)
{
  g_array_set_size (practice->asked, 0);
  for (guint i = 0; i < practice->all->len; i++)
    {
      const QdPracticeQuestion *q = practice->all->pdata[i];

      if (level_asked (q->level, practice->frequency))
        g_array_append_val (practice->asked, i);
    }
  g_array_set_size (practice->outcomes, 0);
  practice->position = 0;
}

QdPractice *
qd_practice_new (QdPracticeCanonical canonical, gpointer data, GDestroyNotify data_free)
{
  QdPractice *practice = g_new0 (QdPractice, 1);

  /* Freed last added first: the lists, then the data, then the note. */
  qd_owned_add (&practice->owned, &practice->note, note_free);
  if (data_free != NULL)
    qd_owned_add (&practice->owned, data, data_free);
  practice->outcomes = qd_owned_add (&practice->owned, g_array_new (FALSE, TRUE, sizeof (Outcome)),
                                     (GDestroyNotify) g_array_unref);
  practice->asked = qd_owned_add (&practice->owned, g_array_new (FALSE, FALSE, sizeof (guint)),
                                  (GDestroyNotify) g_array_unref);
  practice->all = qd_owned_add (&practice->owned, g_ptr_array_new_with_free_func (qd_owned_free),
                                (GDestroyNotify) g_ptr_array_unref);
  practice->frequency = QD_PRACTICE_DECISIONS;
  practice->canonical = canonical;
  practice->data = data;
  return practice;
}

void
qd_practice_free (QdPractice *practice)
{
  qd_owned_free (practice);
}

gpointer
qd_practice_get_data (const QdPractice *practice)
{
  return practice->data;
}

void
qd_practice_set_note (QdPractice *practice, const char *note)
{
  g_free (practice->note);
  practice->note = g_strdup (note);
}

const char *
qd_practice_get_note (const QdPractice *practice)
{
  return practice->note;
}

static QdPracticeQuestion *
add (QdPractice *practice, QdPracticeKind kind, QdPracticeLevel level, guint step, const char *text,
     const char *why, const char *hint)
{
  QdPracticeQuestion *q = g_new0 (QdPracticeQuestion, 1);

  q->kind = kind;
  q->level = level;
  q->step = step;
  q->text = qd_owned_add (&q->owned, g_strdup (text), g_free);
  q->why = qd_owned_add (&q->owned, g_strdup (why), g_free);
  q->hint = qd_owned_add (&q->owned, g_strdup (hint), g_free);
  g_ptr_array_add (practice->all, q);
  /* Questions are added before the session starts; keep it whole anyway. */
  qd_practice_restart (practice);
  return q;
}

/* A number as the answer shows it: "3", "2.5", "∞", "−∞". */
static char *
number_text (double v)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (isinf (v))
    return g_strdup (v > 0 ? "∞" : "−∞");
  if (v == 0)
    v = 0;   /* no −0 */
  g_ascii_formatd (buffer, sizeof buffer, "%.10g", v);
  if (buffer[0] == '-')
    return g_strconcat ("−", buffer + 1, NULL);
  return g_strdup (buffer);
}

void
qd_practice_add_number (QdPractice *practice, QdPracticeLevel level, guint step, const char *text, double value,
                        const char *why, const char *hint)
{
  QdPracticeQuestion *q = add (practice, QD_PRACTICE_NUMBER, level, step, text, why, hint);

  q->number = value;
  q->answer = qd_owned_add (&q->owned, number_text (value), g_free);
}

void
qd_practice_add_number_within (QdPractice *practice, QdPracticeLevel level, guint step, const char *text,
                               double value, double tolerance, const char *why, const char *hint)
{
  QdPracticeQuestion *q = add (practice, QD_PRACTICE_NUMBER, level, step, text, why, hint);
  int places = tolerance > 0 && tolerance < 1 ? (int) ceil (-log10 (tolerance) - 1e-9) : 0;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char format[16];

  q->number = value;
  q->tolerance = MAX (tolerance, 0);
  if (isinf (value) || tolerance <= 0)
    {
      q->answer = qd_owned_add (&q->owned, number_text (value), g_free);
      return;
    }
  /* Rounded to the places the tolerance asks ("0.368"). */
  g_snprintf (format, sizeof format, "%%.%df", MIN (places, 12));
  g_ascii_formatd (buffer, sizeof buffer, format, value);
  q->answer = qd_owned_add (&q->owned, number_text (g_ascii_strtod (buffer, NULL)), g_free);
}

void
qd_practice_add_alternative (QdPractice *practice, const char *const *names)
{
  QdPracticeQuestion *q;

  g_return_if_fail (practice->all->len > 0);
  q = practice->all->pdata[practice->all->len - 1];
  g_return_if_fail (q->kind != QD_PRACTICE_NUMBER);
  if (q->alternatives == NULL)
    q->alternatives = qd_owned_add (&q->owned, g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev),
                                    (GDestroyNotify) g_ptr_array_unref);
  g_ptr_array_add (q->alternatives, g_strdupv ((char **) names));
}

void
qd_practice_add_reason (QdPractice *practice, const char *name, const char *reason)
{
  QdPracticeQuestion *q;

  g_return_if_fail (practice->all->len > 0);
  q = practice->all->pdata[practice->all->len - 1];
  g_return_if_fail (q->kind == QD_PRACTICE_NAMES);
  if (q->reasons == NULL)
    q->reasons = qd_owned_add (&q->owned, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free),
                               (GDestroyNotify) g_hash_table_unref);
  g_hash_table_replace (q->reasons, g_strdup (name), g_strdup (reason));
}

void
qd_practice_add_names (QdPractice *practice, QdPracticeKind kind, QdPracticeLevel level, guint step,
                       const char *text, const char *const *names, const char *answer, const char *why,
                       const char *hint)
{
  QdPracticeQuestion *q = add (practice, kind, level, step, text, why, hint);

  q->names = qd_owned_add (&q->owned, g_strdupv ((char **) names), (GDestroyNotify) g_strfreev);
  q->answer = qd_owned_add (&q->owned, g_strdup (answer), g_free);
}

void
qd_practice_names_init (QdPracticeNames *set)
{
  set->names = g_ptr_array_new_with_free_func (g_free);
  set->shown = g_string_new (NULL);
}

void
qd_practice_names_add (QdPracticeNames *set, const char *name, const char *separator, const char *text)
{
  if (set->names->len > 0)
    g_string_append (set->shown, separator);
  g_string_append (set->shown, text != NULL ? text : name);
  g_ptr_array_add (set->names, g_strdup (name));
}

void
qd_practice_add_names_of (QdPractice *practice, QdPracticeNames *set, QdPracticeLevel level, guint step,
                          const char *text, const char *why, const char *hint)
{
  g_ptr_array_add (set->names, NULL);
  qd_practice_add_names (practice, QD_PRACTICE_NAMES, level, step, text, (const char *const *) set->names->pdata,
                         set->names->len == 1 ? _("none") : set->shown->str, why, hint);
  g_clear_pointer (&set->names, g_ptr_array_unref);
  g_string_free (g_steal_pointer (&set->shown), TRUE);
}

void
qd_practice_set_frequency (QdPractice *practice, QdPracticeFrequency frequency)
{
  practice->frequency = frequency;
  qd_practice_restart (practice);
}

QdPracticeFrequency
qd_practice_get_frequency (const QdPractice *practice)
{
  return practice->frequency;
}

guint
qd_practice_n_all (const QdPractice *practice)
{
  return practice->all->len;
}

const QdPracticeQuestion *
qd_practice_get (const QdPractice *practice, guint index)
{
  return index < practice->all->len ? practice->all->pdata[index] : NULL;
}

guint
qd_practice_n_asked (const QdPractice *practice)
{
  return practice->asked->len;
}

const QdPracticeQuestion *
qd_practice_current (const QdPractice *practice)
{
  if (practice->position >= practice->asked->len)
    return NULL;
  return practice->all->pdata[g_array_index (practice->asked, guint, practice->position)];
}

guint
qd_practice_position (const QdPractice *practice)
{
  return practice->position;
}

gboolean
qd_practice_finished (const QdPractice *practice)
{
  return practice->position >= practice->asked->len;
}

/* --- Reading answers --- */

gboolean
qd_practice_parse_number (const char *text, double *value)
{
  g_autofree char *s = g_strstrip (g_utf8_strdown (text, -1));
  const char *p = s;
  gboolean negative = FALSE;
  char *end = NULL;

  if (g_str_has_prefix (p, "−"))
    negative = TRUE, p += strlen ("−");
  else if (*p == '-')
    negative = TRUE, p++;
  else if (*p == '+')
    p++;
  while (*p == ' ')
    p++;
  if (g_str_equal (p, "∞") || g_str_equal (p, "inf") || g_str_equal (p, "infinity"))
    {
      *value = negative ? -INFINITY : INFINITY;
      return TRUE;
    }
  if (*p == '\0' || !(g_ascii_isdigit (*p) || *p == '.' || *p == ','))
    return FALSE;
  /* A comma as the decimal point (French). */
  for (char *c = (char *) p; *c != '\0'; c++)
    if (*c == ',')
      *c = '.';
  *value = g_ascii_strtod (p, &end);
  if (end == NULL || *end != '\0' || !isfinite (*value))
    return FALSE;
  if (negative)
    *value = -*value;
  return TRUE;
}

static gboolean
same_number (double a, double b)
{
  if (isinf (a) || isinf (b))
    return a == b;
  return fabs (a - b) <= 1e-6 * MAX (1.0, fabs (b));
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The names in `given` (split at commas, semicolons and blanks where each
 * part names something; else at commas only, for names with blanks), sorted;
 * NULL with *bad set to the first part that names nothing. */
static GPtrArray *
read_names (QdPractice *practice, const char *given, gboolean many, char **bad)
{
  g_autofree char *lower = g_utf8_strdown (given, -1);
  g_autofree char *stripped = g_strstrip (g_strdup (given));
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *seps[] = { ",;", ",; \t" };

  *bad = NULL;
  g_strstrip (lower);
  if (many && (*stripped == '\0' || g_str_equal (lower, "none") || g_str_equal (lower, _("none"))
               || g_str_equal (lower, "-") || g_str_equal (lower, "—")))
    return names;
  if (!many)
    {
      char *name = practice->canonical (stripped, practice->data);

      if (name == NULL)
        {
          *bad = g_steal_pointer (&stripped);
          g_ptr_array_unref (names);
          return NULL;
        }
      g_ptr_array_add (names, name);
      return names;
    }
  /* A whole name with commas only, then word by word. */
  for (guint pass = 0; pass < G_N_ELEMENTS (seps); pass++)
    {
      g_auto(GStrv) parts = g_strsplit_set (stripped, seps[pass], -1);
      gboolean ok = TRUE;

      g_ptr_array_set_size (names, 0);
      g_clear_pointer (bad, g_free);
      for (guint i = 0; parts[i] != NULL && ok; i++)
        {
          char *part = g_strstrip (parts[i]);
          char *name;

          if (*part == '\0')
            continue;
          name = practice->canonical (part, practice->data);
          if (name == NULL)
            {
              *bad = g_strdup (part);
              ok = FALSE;
            }
          else if (strchr (name, '\n') != NULL)
            {
              /* One part for several names ("q[2]=1/2"). */
              g_auto(GStrv) several = g_strsplit (name, "\n", -1);

              for (guint k = 0; several[k] != NULL; k++)
                g_ptr_array_add (names, g_strdup (several[k]));
              g_free (name);
            }
          else
            g_ptr_array_add (names, name);
        }
      if (ok)
        {
          g_clear_pointer (bad, g_free);
          g_ptr_array_sort (names, compare_strings);
          return names;
        }
    }
  g_ptr_array_unref (names);
  return NULL;
}

static gboolean
same_names (GPtrArray *given, char **expected)
{
  g_autoptr(GPtrArray) want = g_ptr_array_new ();
  guint n = 0;

  for (guint i = 0; expected[i] != NULL; i++)
    g_ptr_array_add (want, expected[i]);
  g_ptr_array_sort (want, compare_strings);
  /* The same name twice counts once. */
  for (guint i = 0; i < given->len; i++)
    if (i == 0 || strcmp (given->pdata[i], given->pdata[i - 1]) != 0)
      {
        if (n >= want->len || strcmp (given->pdata[i], want->pdata[n]) != 0)
          return FALSE;
        n++;
      }
  return n == want->len;
}

static gboolean
among (char **names, const char *name)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (strcmp (names[i], name) == 0)
      return TRUE;
  return FALSE;
}

static void
append_clause (GString *out, const char *clause)
{
  if (out->len > 0)
    g_string_append (out, "; ");
  g_string_append (out, clause);
}

/* A wrong set told by what it got wrong: each name of the question's left
 * out, each name given that is not one, with their reasons (`given`
 * sorted). */
static char *
names_message (const QdPracticeQuestion *q, GPtrArray *given)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; q->names[i] != NULL; i++)
    if (!g_ptr_array_find_with_equal_func (given, q->names[i], g_str_equal, NULL))
      {
        const char *reason = g_hash_table_lookup (q->reasons, q->names[i]);
        g_autofree char *clause = reason != NULL ? g_strdup_printf (_("you left out %s: %s"), q->names[i], reason)
                                                 : g_strdup_printf (_("you left out %s"), q->names[i]);

        append_clause (out, clause);
      }
  for (guint i = 0; i < given->len; i++)
    if ((i == 0 || strcmp (given->pdata[i], given->pdata[i - 1]) != 0) && !among (q->names, given->pdata[i]))
      {
        const char *reason = g_hash_table_lookup (q->reasons, given->pdata[i]);
        g_autofree char *clause = reason != NULL
                                  ? g_strdup_printf (_("you gave %s, but %s"), (char *) given->pdata[i], reason)
                                  : g_strdup_printf (_("you gave %s, which is not one of them"),
                                                     (char *) given->pdata[i]);

        append_clause (out, clause);
      }
  /* Translators: a wrong set of names: what it left out and what it has wrong, "; " between. */
  return g_strdup_printf (_("No: %s."), out->str);
}

char *
qd_practice_name_key (const char *text)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);
  GString *key = g_string_new (NULL);

  for (const char *p = folded; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      g_string_append_c (key, *p);
  return g_string_free (key, FALSE);
}

QdPracticeVerdict
qd_practice_answer (QdPractice *practice, const char *given, char **message)
{
  const QdPracticeQuestion *q = qd_practice_current (practice);
  g_autoptr(GPtrArray) names = NULL;
  gboolean right;

  if (message != NULL)
    *message = NULL;
  if (q == NULL)
    return QD_PRACTICE_UNREADABLE;
  if (q->kind == QD_PRACTICE_NUMBER)
    {
      double v;

      if (!qd_practice_parse_number (given, &v))
        {
          g_autofree char *said = g_strstrip (g_strdup (given));

          if (message != NULL)
            *message = g_strdup_printf (_("“%s” is not a number: type one such as 3, −2.5 or ∞."), said);
          return QD_PRACTICE_UNREADABLE;
        }
      right = same_number (v, q->number) || fabs (v - q->number) <= q->tolerance + 1e-12;
    }
  else
    {
      g_autofree char *bad = NULL;

      names = read_names (practice, given, q->kind == QD_PRACTICE_NAMES, &bad);

      if (names == NULL)
        {
          if (message != NULL)
            *message = g_strdup_printf (_("“%s” is not a name here: click what you mean or type its name."), bad);
          return QD_PRACTICE_UNREADABLE;
        }
      if (q->kind == QD_PRACTICE_NAME && names->len != 1)
        right = FALSE;
      else
        right = same_names (names, q->names);
      for (guint i = 0; !right && q->alternatives != NULL && i < q->alternatives->len; i++)
        right = same_names (names, q->alternatives->pdata[i]);
    }
  if (!right)
    {
      outcome_now (practice)->missed = TRUE;
      if (message != NULL && names != NULL && q->reasons != NULL && q->alternatives == NULL)
        *message = names_message (q, names);
      else if (message != NULL)
        /* Translators: the verdict on a wrong answer, then why (one sentence). */
        *message = g_strdup_printf (_("No: %s"), q->why);
      return QD_PRACTICE_WRONG;
    }
  outcome_now (practice);
  practice->position++;
  return QD_PRACTICE_RIGHT;
}

const char *
qd_practice_hint (QdPractice *practice)
{
  const QdPracticeQuestion *q = qd_practice_current (practice);

  if (q == NULL)
    return NULL;
  outcome_now (practice)->hinted = TRUE;
  return q->hint;
}

char *
qd_practice_show_me (QdPractice *practice)
{
  const QdPracticeQuestion *q = qd_practice_current (practice);

  if (q == NULL)
    return NULL;
  outcome_now (practice)->shown = TRUE;
  practice->position++;
  /* Translators: Show Me: the right answer, then why. */
  return g_strdup_printf (_("The answer is %s: %s"), q->answer, q->why);
}

gboolean
qd_practice_undo (QdPractice *practice)
{
  if (practice->position == 0)
    return FALSE;
  /* The current question's tries go with it; the one before is asked again. */
  practice->position--;
  g_array_set_size (practice->outcomes, practice->position);
  return TRUE;
}

guint
qd_practice_n_answered (const QdPractice *practice)
{
  guint n = MIN (practice->position, practice->outcomes->len);

  /* The current question counts once it was answered wrong. */
  if (practice->position < practice->outcomes->len
      && g_array_index (practice->outcomes, Outcome, practice->position).missed)
    n++;
  return n;
}

guint
qd_practice_n_right (const QdPractice *practice)
{
  guint n = 0;

  for (guint i = 0; i < qd_practice_n_answered (practice); i++)
    {
      const Outcome *o = &g_array_index (practice->outcomes, Outcome, i);

      n += !o->missed && !o->shown;
    }
  return n;
}

guint
qd_practice_n_hints (const QdPractice *practice)
{
  guint n = 0;

  for (guint i = 0; i < practice->outcomes->len; i++)
    n += g_array_index (practice->outcomes, Outcome, i).hinted;
  return n;
}

guint
qd_practice_n_shown (const QdPractice *practice)
{
  guint n = 0;

  for (guint i = 0; i < MIN (practice->position, practice->outcomes->len); i++)
    n += g_array_index (practice->outcomes, Outcome, i).shown;
  return n;
}

char *
qd_practice_score_text (const QdPractice *practice)
{
  guint right = qd_practice_n_right (practice), answered = qd_practice_n_answered (practice);
  guint hints = qd_practice_n_hints (practice), shown = qd_practice_n_shown (practice);
  /* Translators: the practice score: right at the first try, of the questions answered. */
  GString *text = g_string_new (NULL);

  g_string_printf (text, ngettext ("%u right of %u", "%u right of %u", answered), right, answered);
  if (hints > 0)
    g_string_append_printf (text, ngettext (", %u hint", ", %u hints", hints), hints);
  if (shown > 0)
    g_string_append_printf (text, ngettext (", %u shown", ", %u shown", shown), shown);
  return g_string_free (text, FALSE);
}
