/* qd-gdl-file.c — a rulesheet read from a file (its bytes, bounded), the
 * game made from them, a copy of a game read again from them (and copies
 * kept by the game for other threads), and what reading them warned of. */
#include "config.h"
#include "qd-gdl-game-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

char *
qd_gdl_file_contents (const char *path, gsize *length, GError **error)
{
  GStatBuf st;
  char *text = NULL;

  if (g_stat (path, &st) == 0 && st.st_size > QD_GDL_MAX_FILE_BYTES)
    {
      g_set_error (error, QD_GDL_ERROR, QD_GDL_ERROR_READ, _("%s: larger than %d bytes"), path,
                   QD_GDL_MAX_FILE_BYTES);
      return NULL;
    }
  if (!g_file_get_contents (path, &text, length, error))
    return NULL;
  return text;
}

QdGdlGame *
qd_gdl_game_new_from_file (const char *path, const QdGdlOptions *options, GError **error)
{
  gsize length;
  g_autofree char *text = qd_gdl_file_contents (path, &length, error);

  if (text == NULL)
    return NULL;
  return qd_gdl_game_new (text, length, path, options, error);
}

QdGdlGame *
qd_gdl_game_copy (const QdGdlGame *game, GError **error)
{
  QdGdlOptions options = game->options;
  gsize length;
  const char *text;

  /* (every game made by qd_gdl_game_new keeps its bytes) */
  g_return_val_if_fail (game->source != NULL, NULL);
  text = g_bytes_get_data (game->source, &length);
  /* a game evaluated without grounding is read again without the
   * grounding's tries, which gave it up; the rest of its load (its seeded
   * random games) is the same */
  options.force_fallback |= !game->grounded;
  return qd_gdl_game_new (text, length, game->program.name, &options, error);
}

void
qd_gdl_game_keep_copies (QdGdlGame *game, guint n)
{
  if (game->kept_copies == NULL)
    game->kept_copies = g_ptr_array_new_with_free_func ((GDestroyNotify) qd_gdl_game_free);
  if (game->kept_copies->len < n)
    g_ptr_array_set_size (game->kept_copies, n);
}

QdGdlGame *
qd_gdl_game_kept_copy (QdGdlGame *game, guint slot, GError **error)
{
  g_return_val_if_fail (game->kept_copies != NULL && slot < game->kept_copies->len, NULL);
  if (game->kept_copies->pdata[slot] == NULL)
    game->kept_copies->pdata[slot] = qd_gdl_game_copy (game, error);
  return game->kept_copies->pdata[slot];
}

GPtrArray *
qd_gdl_game_warnings (const QdGdlGame *game)
{
  return qd_gdl_game_program ((QdGdlGame *) game)->warnings;
}
