/* qd-gdl-sheet.c — a rulesheet as a document: its text and its game. */
#include "config.h"
#include "qd-gdl-sheet.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

/* The name the reader puts first in its errors (qd-gdl.h), taken off again:
 * the file's name is put there by whoever read the file. */
#define SHEET_NAME "rules"

/* "rules:3:7: MESSAGE" becomes "line 3, column 7: MESSAGE", and "rules:
 * MESSAGE" (an error of the whole rulesheet) "MESSAGE". */
static void
relabel_error (GError *error, guint *at_line, guint *at_column)
{
  const char *rest;
  guint line, column;
  int used = 0;
  char *message;

  if (error == NULL || !g_str_has_prefix (error->message, SHEET_NAME ":"))
    return;
  rest = error->message + strlen (SHEET_NAME ":");
  if (sscanf (rest, "%u:%u: %n", &line, &column, &used) == 2 && used > 0)
    {
      message = g_strdup_printf (_("line %u, column %u: %s"), line, column, rest + used);
      *at_line = line;
      *at_column = column;
    }
  else
    message = g_strdup (rest + strspn (rest, " "));
  g_free (error->message);
  error->message = message;
}

static QdGdlGame *
read_game_with (const char *text, gsize length, const QdGdlOptions *options, guint *line, guint *column,
                GError **error)
{
  GError *local = NULL;
  QdGdlGame *game = qd_gdl_game_new (text, length, SHEET_NAME, options, &local);
  guint unused[2];

  relabel_error (local, line != NULL ? line : &unused[0], column != NULL ? column : &unused[1]);
  if (local != NULL)
    g_propagate_error (error, local);
  return game;
}

static QdGdlGame *
read_game (const char *text, gsize length, guint *line, guint *column, GError **error)
{
  return read_game_with (text, length, NULL, line, column, error);
}

QdGdlSheet *
qd_gdl_sheet_parse (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  QdGdlSheet *sheet;
  QdGdlGame *game;

  /* The reader refuses a NUL byte, so the text is all of it. */
  if ((game = read_game (text, n, NULL, NULL, error)) == NULL)
    return NULL;
  sheet = g_new0 (QdGdlSheet, 1);
  sheet->text = g_strndup (text, n);
  sheet->game = game;
  return sheet;
}

QdGdlSheet *
qd_gdl_sheet_parse_draft (const char *text, gssize length, GError **error)
{
  gsize n = length < 0 ? strlen (text) : (gsize) length;
  g_autoptr(GError) local = NULL;
  QdGdlSheet *sheet;
  guint line = 0, column = 0;
  QdGdlGame *game = read_game (text, n, &line, &column, &local);

  if (game == NULL && (!g_utf8_validate_len (text, n, NULL) || memchr (text, '\0', n) != NULL))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  sheet = g_new0 (QdGdlSheet, 1);
  sheet->text = g_strndup (text, n);
  sheet->game = game;
  if (local != NULL)
    {
      sheet->error = g_strdup (local->message);
      sheet->error_line = line;
      sheet->error_column = column;
    }
  return sheet;
}

char *
qd_gdl_sheet_to_string (const QdGdlSheet *sheet)
{
  return g_strdup (sheet->text);
}

void
qd_gdl_sheet_free (QdGdlSheet *sheet)
{
  if (sheet == NULL)
    return;
  g_clear_pointer (&sheet->game, qd_gdl_game_free);
  g_free (sheet->error);
  g_free (sheet->text);
  g_free (sheet);
}

QdGdlGame *
qd_gdl_sheet_new_game (const QdGdlSheet *sheet, GError **error)
{
  return read_game (sheet->text, strlen (sheet->text), NULL, NULL, error);
}

QdGdlGame *
qd_gdl_sheet_new_network_game (const QdGdlSheet *sheet, GError **error)
{
  QdGdlOptions options;

  qd_gdl_options_init (&options);
  options.keep_network = TRUE;
  return read_game_with (sheet->text, strlen (sheet->text), &options, NULL, NULL, error);
}
