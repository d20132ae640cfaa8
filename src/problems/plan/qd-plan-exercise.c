/* qd-plan-exercise.c — a problem's init replaced by a state
 * (qd-plan-exercise.h). */
#include "config.h"
#include "qd-plan-exercise.h"

#include <string.h>

#include "qd-plan-practice.h"

/* The index past the list opened at text[open] ('('), comments skipped; 0
 * when it is not closed. */
static gsize
list_end (const char *text, gsize open)
{
  gsize depth = 0;

  for (gsize i = open; text[i] != '\0'; i++)
    switch (text[i])
      {
      case ';':
        while (text[i + 1] != '\0' && text[i + 1] != '\n')
          i++;
        break;
      case '(':
        depth++;
        break;
      case ')':
        if (--depth == 0)
          return i + 1;
        break;
      default:
        break;
      }
  return 0;
}

/* Where "(:init" starts outside comments, or -1. */
static gssize
find_init (const char *text)
{
  for (gsize i = 0; text[i] != '\0'; i++)
    {
      if (text[i] == ';')
        i += strcspn (text + i, "\n") - 1;
      else if (text[i] == '(' && g_ascii_strncasecmp (text + i + 1 + strspn (text + i + 1, " \t\r\n"), ":init", 5) == 0)
        return (gssize) i;
    }
  return -1;
}

/* The atoms of the init (between `from` and `to`) that are not facts. */
static void
keep_static (const char *text, gsize from, gsize to, GHashTable *facts, GString *out, GPtrArray *kept)
{
  for (gsize i = from; i < to; i++)
    {
      gsize end;
      g_autofree char *atom = NULL, *key = NULL;

      if (text[i] == ';')
        {
          i += strcspn (text + i, "\n") - 1;
          continue;
        }
      if (text[i] != '(' || (end = list_end (text, i)) == 0 || end > to)
        continue;
      atom = g_strndup (text + i, end - i);
      key = qd_plan_practice_key (atom);
      if (key != NULL && g_hash_table_contains (facts, key))
        {
          i = end - 1;
          continue;
        }
      g_string_append_printf (out, "\n    %s", atom);
      if (kept != NULL)
        g_ptr_array_add (kept, g_strdup (atom));
      i = end - 1;
    }
}

char *
qd_plan_exercise_replace_init (const char *problem, const QdStrips *strips, const guint64 *state, GPtrArray *kept)
{
  gssize start = find_init (problem);
  gsize end = start >= 0 ? list_end (problem, start) : 0;
  g_autoptr(GHashTable) facts = g_hash_table_new (g_str_hash, g_str_equal);
  GString *out;
  gsize body;

  if (end == 0)
    return NULL;
  for (guint f = 0; f < strips->n_facts; f++)
    g_hash_table_add (facts, strips->fact_names[f]);
  out = g_string_new_len (problem, start);
  g_string_append (out, "(:init");
  body = start + 1 + strspn (problem + start + 1, " \t\r\n") + 5;
  keep_static (problem, body, end - 1, facts, out, kept);
  for (guint f = 0; f < strips->n_facts; f++)
    if (qd_strips_holds (state, f))
      g_string_append_printf (out, "\n    %s", strips->fact_names[f]);
  g_string_append_c (out, ')');
  g_string_append (out, problem + end);
  return g_string_free (out, FALSE);
}
