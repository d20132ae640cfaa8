/* qd-format.c — numbers as the file formats and the reports write them. */
#include "qd-format.h"

#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

char *
qd_format_number (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (isinf (value))
    return g_strdup (value > 0 ? "inf" : "-inf");
  if (isnan (value))
    return g_strdup ("nan");
  if (value == 0)
    return g_strdup ("0");
  if (value == floor (value) && fabs (value) < 1e15)
    return g_strdup_printf ("%.0f", value);
  /* The shortest decimal that reads back as the same double. */
  for (int precision = 1; precision <= 17; precision++)
    {
      char format[8];

      g_snprintf (format, sizeof format, "%%.%dg", precision);
      g_ascii_formatd (buf, sizeof buf, format, value);
      if (g_ascii_strtod (buf, NULL) == value)
        break;
    }
  return g_strdup (buf);
}

char *
qd_format_number_locale (double value)
{
  g_autofree char *plain = qd_format_number (value);
  const char *point = localeconv ()->decimal_point;
  const char *dot = strchr (plain, '.');

  if (dot == NULL || point == NULL || *point == '\0' || strcmp (point, ".") == 0)
    return g_steal_pointer (&plain);
  return g_strdup_printf ("%.*s%s%s", (int) (dot - plain), plain, point, dot + 1);
}

char *
qd_format_number_short_locale (double value)
{
  double rounded = round (value * 100) / 100;

  return qd_format_number_locale (isfinite (rounded) ? rounded : value);
}

char *
qd_format_log_number_locale (double log_value, int decimals)
{
  double exponent, mantissa;

  decimals = CLAMP (decimals, 1, 9);
  if (isnan (log_value))
    return g_strdup ("nan");
  if (log_value == -INFINITY)
    return g_strdup ("0");
  /* At least 10^(1 - decimals): "0.0024" still has two digits. */
  if (log_value >= (1 - decimals) * G_LN10)
    return g_strdup_printf ("%.*f", decimals, exp (log_value));   /* the locale's point: for people */
  exponent = floor (log_value / G_LN10);
  mantissa = exp (log_value - exponent * G_LN10);
  if (mantissa >= 9.95)   /* 9.96e−5 is written 1.0e−4 */
    {
      mantissa /= 10;
      exponent += 1;
    }
  return g_strdup_printf ("%.1fe−%.0f", mantissa, -exponent);
}

/* Whether printf's ' flag groups as the locale wants: it has a thousands
 * separator of its own, or a point that is not '.' (commas would read as it). */
static gboolean
use_locale_grouping (void)
{
  const struct lconv *conv = localeconv ();

  return (conv->thousands_sep != NULL && *conv->thousands_sep != '\0') ||
         conv->decimal_point == NULL || strcmp (conv->decimal_point, ".") != 0;
}

/* `plain` ("-30022100.5", as printf writes it without grouping) with a comma
 * before each group of three digits of its integer part. */
static char *
with_commas (const char *plain)
{
  GString *out = g_string_new (NULL);
  const char *digits = plain[0] == '-' ? plain + 1 : plain;
  gsize n = strspn (digits, "0123456789");

  g_string_append_len (out, plain, digits - plain);
  for (gsize i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, digits[i]);
    }
  g_string_append (out, digits + n);
  return g_string_free (out, FALSE);
}

char *
qd_format_count (guint64 n)
{
  g_autofree char *plain = NULL;

  if (use_locale_grouping ())
    return g_strdup_printf ("%'" G_GUINT64_FORMAT, n);
  plain = g_strdup_printf ("%" G_GUINT64_FORMAT, n);
  return with_commas (plain);
}

char *
qd_format_grouped (double value, int decimals)
{
  g_autofree char *plain = NULL;

  if (!isfinite (value) || use_locale_grouping ())
    return g_strdup_printf ("%'.*f", decimals, value);
  plain = g_strdup_printf ("%.*f", decimals, value);
  return with_commas (plain);
}

static locale_t
c_locale (void)
{
  static gsize once = 0;
  static locale_t c;

  if (g_once_init_enter (&once))
    {
      c = newlocale (LC_ALL_MASK, "C", (locale_t) 0);
      g_once_init_leave (&once, 1);
    }
  return c;
}

locale_t
qd_format_c_enter (void)
{
  locale_t c = c_locale ();

  return c != (locale_t) 0 ? uselocale (c) : (locale_t) 0;
}

void
qd_format_c_leave (locale_t saved)
{
  if (saved != (locale_t) 0)
    uselocale (saved);
}

static char *
format_c_valist (const char *format, va_list args)
{
  locale_t old = qd_format_c_enter ();
  char *text = g_strdup_vprintf (format, args);

  qd_format_c_leave (old);
  return text;
}

char *
qd_format_c (const char *format, ...)
{
  va_list args;
  char *text;

  va_start (args, format);
  text = format_c_valist (format, args);
  va_end (args);
  return text;
}

void
qd_string_append_c (GString *out, const char *format, ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = format_c_valist (format, args);
  va_end (args);
  g_string_append (out, text);
}
