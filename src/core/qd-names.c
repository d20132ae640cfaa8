/* qd-names.c — an enumeration's names both ways; see qd-names.h. */
#include "config.h"
#include "qd-names.h"

const char *
qd_names_to_string (const char *const *names, guint n, guint value, const char *fallback)
{
  return value < n ? names[value] : fallback;
}

gboolean
qd_names_lookup (const char *const *names, guint n, const char *text, guint *value)
{
  for (guint i = 0; text != NULL && i < n; i++)
    if (names[i] != NULL && g_str_equal (text, names[i]))
      {
        if (value != NULL)
          *value = i;
        return TRUE;
      }
  return FALSE;
}
