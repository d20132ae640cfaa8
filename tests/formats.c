/* formats.c — the round-trip check of a format (formats.h). */
#include "config.h"
#include "formats.h"

#include <string.h>

QdRoundTrip
qd_test_round_trip (const QdFormat *format, const char *text, gsize length, gpointer *model_out,
                    char **why)
{
  g_autoptr(GError) error = NULL;
  gpointer model, again;
  g_autofree char *first = NULL, *second = NULL;
  QdRoundTrip result = QD_ROUND_TRIP_OK;

  model = format->parse (text, length, NULL, &error);
  if (model == NULL)
    {
      if (error == NULL)
        {
          *why = g_strdup ("the parser failed without an error");
          return QD_ROUND_TRIP_BROKEN;
        }
      return QD_ROUND_TRIP_NOT_PARSED;
    }
  first = format->write (model);
  again = format->parse (first, strlen (first), NULL, &error);
  if (again == NULL)
    {
      *why = g_strdup_printf ("the written text does not parse back (%s):\n%s", error->message, first);
      result = QD_ROUND_TRIP_BROKEN;
    }
  else
    {
      second = format->write (again);
      if (strcmp (first, second) != 0)
        {
          *why = g_strdup_printf ("writing the parsed text again gives another text:\n--- first\n%s--- second\n%s",
                                  first, second);
          result = QD_ROUND_TRIP_BROKEN;
        }
      format->free (again);
    }
  if (model_out != NULL && result == QD_ROUND_TRIP_OK)
    *model_out = model;
  else
    format->free (model);
  return result;
}

void
qd_test_check_text (const QdFormat *format, const char *text, gsize length, const char *where, gboolean must_parse)
{
  g_autofree char *why = NULL;
  QdRoundTrip result = qd_test_round_trip (format, text, length, NULL, &why);

  if (result == QD_ROUND_TRIP_BROKEN)
    g_error ("%s (%s): %s", where, format->name, why);
  if (must_parse && result != QD_ROUND_TRIP_OK)
    g_error ("%s (%s) does not parse:\n%s", where, format->name, text);
}

void
qd_test_check_model (const QdFormat *format, gconstpointer model, const char *where)
{
  g_autofree char *text = format->write (model);

  qd_test_check_text (format, text, strlen (text), where, TRUE);
}

guint64
qd_test_next_random (guint64 *state)
{
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return *state >> 33;
}

void
qd_test_mutate (GString *text, guint64 *rng, const char *bytes)
{
  gsize at = text->len > 0 ? qd_test_next_random (rng) % text->len : 0;

  if (bytes == NULL)
    bytes = "0123456789 \t\n\r,;:.-+[]()abcxyzABCSW_#=";
  switch (qd_test_next_random (rng) % 3)
    {
    case 0:
      if (text->len > 0)
        text->str[at] = bytes[qd_test_next_random (rng) % strlen (bytes)];
      break;
    case 1:
      if (text->len > 0)
        g_string_erase (text, (gssize) at, 1);
      break;
    default:
      {
        const char *start = text->str + at, *end;

        while (start > text->str && start[-1] != '\n')
          start--;
        end = strchr (start, '\n');
        end = end != NULL ? end + 1 : text->str + text->len;
        g_string_insert_len (text, start - text->str, start, end - start);
      }
    }
}
