/* qd-memory.c — the default memory limit of a search and sizes as typed
 * (qd-memory.h). */
#include "qd-memory.h"

#include <string.h>
#include <unistd.h>

guint64
qd_memory_physical (void)
{
  long pages = sysconf (_SC_PHYS_PAGES), size = sysconf (_SC_PAGESIZE);

  if (pages <= 0 || size <= 0)
    return 0;
  return (guint64) pages * (guint64) size;
}

guint64
qd_memory_default_limit (void)
{
  guint64 half = qd_memory_physical () / 2;

  return CLAMP (half, QD_MEMORY_DEFAULT_MIN, QD_MEMORY_DEFAULT_MAX);
}

/* The power of 1024 of a unit (K 1 … T 4), after the number: "" 0, -1 unknown. */
static int
unit_power (const char *unit)
{
  static const char letters[] = "KMGT";
  const char *at;

  if (*unit == '\0')
    return 0;
  at = strchr (letters, g_ascii_toupper (*unit));
  if (at == NULL)
    return -1;
  unit++;
  if (*unit != '\0' && g_ascii_strcasecmp (unit, "B") != 0 && g_ascii_strcasecmp (unit, "iB") != 0)
    return -1;
  return (int) (at - letters) + 1;
}

gboolean
qd_memory_parse (const char *text, guint64 *bytes)
{
  guint64 value = 0;
  const char *p = text;
  int power;

  if (text == NULL || !g_ascii_isdigit (*p))
    return FALSE;
  for (; g_ascii_isdigit (*p); p++)
    {
      guint digit = (guint) (*p - '0');
      if (value > (G_MAXUINT64 - digit) / 10)
        return FALSE;
      value = value * 10 + digit;
    }
  power = unit_power (p);
  if (power < 0 || value == 0)
    return FALSE;
  for (int i = 0; i < power; i++)
    {
      if (value > G_MAXUINT64 / 1024)
        return FALSE;
      value *= 1024;
    }
  *bytes = value;
  return TRUE;
}
