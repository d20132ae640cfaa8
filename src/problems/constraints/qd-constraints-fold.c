/* qd-constraints-fold.c — a large constraint's label and folded edges
 * (qd-constraints-fold.h). */
#include "config.h"
#include "qd-constraints-fold.h"

#include <string.h>

char *
qd_constraints_scope_array (const char *const *names, guint n)
{
  const char *bracket;
  gsize length;

  if (n == 0 || names[0] == NULL || (bracket = strchr (names[0], '[')) == NULL || bracket == names[0])
    return NULL;
  length = (gsize) (bracket - names[0]);
  for (guint i = 1; i < n; i++)
    if (names[i] == NULL || strncmp (names[i], names[0], length) != 0 || names[i][length] != '[')
      return NULL;
  return g_strndup (names[0], length);
}

GHashTable *
qd_constraints_array_sizes (const char *const *names, guint n)
{
  GHashTable *sizes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < n; i++)
    {
      const char *bracket = names[i] != NULL ? strchr (names[i], '[') : NULL;
      g_autofree char *array = NULL;

      if (bracket == NULL || bracket == names[i])
        continue;
      array = g_strndup (names[i], (gsize) (bracket - names[i]));
      g_hash_table_insert (sizes, g_strdup (array),
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (sizes, array)) + 1));
    }
  return sizes;
}

char *
qd_constraints_scope_label (const char *description, const char *const *names, guint n, guint max_chars,
                            GHashTable *sizes)
{
  g_autofree char *array = n > 2 ? qd_constraints_scope_array (names, n) : NULL;
  const char *open = description != NULL ? strchr (description, '(') : NULL;
  g_autofree char *head = NULL;

  if (description == NULL)
    description = "";
  if ((guint) g_utf8_strlen (description, -1) <= max_chars || array == NULL ||
      GPOINTER_TO_UINT (g_hash_table_lookup (sizes, array)) != n || open == NULL || open == description)
    return g_strdup (description);
  /* The head is a word: "alldifferent", "sum", "allDifferent"… */
  for (const char *c = description; c < open; c++)
    if (!g_ascii_isalnum (*c) && *c != '_')
      return g_strdup (description);
  head = g_strndup (description, (gsize) (open - description));
  return g_strdup_printf ("%s(%s[])", head, array);
}

gboolean
qd_constraints_scope_folds (const char *const *names, guint n)
{
  g_autofree char *array = NULL;

  if (n < QD_CONSTRAINTS_FOLD_MIN)
    return FALSE;
  array = qd_constraints_scope_array (names, n);
  return array != NULL;
}

char *
qd_constraints_kind_key (const char *description)
{
  GString *out = g_string_new (NULL);
  guint depth = 0;

  for (const char *c = description != NULL ? description : ""; *c != '\0'; c++)
    {
      if (*c == '[' || (*c == ']' && depth > 0))
        {
          /* The brackets kept, what they hold not. */
          depth += *c == '[' ? 1 : -1;
          if (depth == (*c == '[' ? 1u : 0u))
            g_string_append_c (out, *c);
          continue;
        }
      if (depth > 0)
        continue;
      if (g_ascii_isdigit (*c) && (c == description || !(g_ascii_isalnum (c[-1]) || c[-1] == '_')))
        {
          /* A number (not the digits of a name, "x2"): "#". */
          while (g_ascii_isdigit (c[1]))
            c++;
          g_string_append_c (out, '#');
          continue;
        }
      g_string_append_c (out, *c);
    }
  return g_string_free (out, FALSE);
}
