# bash completion for quandary-cli                           -*- shell-script -*-
#
# Installed as bash-completion's completions/quandary-cli (data/meson.build);
# or source it from ~/.bashrc.  Nothing is listed here: the commands, the
# experiments and each command's long options are read from quandary-cli's
# own --help output (--help-all where a command has option groups), so the
# completion follows the program it completes.  An option whose help shows
# FILE or PATH as its value (--csv=FILE, --tree FILE) completes file names,
# one taking DIR (--report-bundle DIR) folder names, one whose help lists
# its values (--palette=default|print) those values;
# other values (numbers, names) complete nothing; arguments that are not
# options complete file names.  Needs bash >= 4.2 and nothing else.
# tests/test-completion.py checks it.

declare -gA _quandary_cli_help_cache=()

# _quandary_cli_help PROGRAM [WORD...]: the help of `PROGRAM WORD...` in REPLY
# (in the C locale, so that untranslated option names are read).
_quandary_cli_help()
{
    local key="$*" out
    if [[ -z ${_quandary_cli_help_cache[$key]+set} ]]; then
        out=$(LC_ALL=C "$@" --help-all 2>/dev/null) && [[ -n $out ]] ||
            out=$(LC_ALL=C "$@" --help 2>/dev/null)
        _quandary_cli_help_cache[$key]=$out
    fi
    REPLY=${_quandary_cli_help_cache[$key]}
}

# _quandary_cli_names HEADING: the names listed under HEADING in REPLY (the
# "  name   summary" lines of `quandary-cli --help` and `experiment --help`).
_quandary_cli_names()
{
    local line in=0 names=()
    while IFS= read -r line; do
        if [[ $line == "$1" ]]; then
            in=1
        elif ((in)) && [[ $line =~ ^\ \ ([a-z][a-z0-9-]*)\  ]]; then
            names+=("${BASH_REMATCH[1]}")
        elif ((in)) && [[ -z $line ]]; then
            break
        fi
    done <<<"$REPLY"
    REPLY=${names[*]}
}

# _quandary_cli_options: from the help in REPLY, the long options in
# _quandary_cli_opts and, for those that take a value, its name (FILE, N,
# …) in the associative array _quandary_cli_args.
_quandary_cli_options()
{
    local tok name arg
    _quandary_cli_opts=()
    _quandary_cli_args=()
    while IFS= read -r tok; do
        name=${tok%%[= ]*}
        arg=
        [[ $tok == *[=\ ]* ]] && arg=${tok#*[= ]}
        arg=${arg%[],.;:\) ]}
        [[ -n ${_quandary_cli_args[$name]+set} ]] || _quandary_cli_opts+=("$name")
        [[ -n $arg || -z ${_quandary_cli_args[$name]} ]] && _quandary_cli_args[$name]=$arg
    done < <(grep -oE -- '--[[:alnum:]][[:alnum:]-]*(=[^[:space:]]+| [A-Z][A-Z0-9_/]*([],.;:) ]|$)| [a-z][a-z0-9-]*(\|[a-z][a-z0-9-]*)+)?' <<<"$REPLY")
}

_quandary_cli_files()
{
    compopt -o filenames 2>/dev/null
    local IFS=$'\n'
    COMPREPLY=($(compgen -f -- "$1"))
}

_quandary_cli()
{
    local cur=${COMP_WORDS[COMP_CWORD]} cword=$COMP_CWORD
    local prog=${COMP_WORDS[0]} prev= REPLY
    local -a words
    local -a _quandary_cli_opts
    local -A _quandary_cli_args
    COMPREPLY=()
    [[ $prog == "~"* ]] && prog=$HOME${prog#\~}

    # --option=value: "=" splits words when it is in COMP_WORDBREAKS.
    if [[ $cur == = ]] && ((cword >= 2)); then
        prev=${COMP_WORDS[cword - 1]} cur=
    elif ((cword >= 3)) && [[ ${COMP_WORDS[cword - 1]} == = ]]; then
        prev=${COMP_WORDS[cword - 2]}
    elif ((cword >= 1)); then
        prev=${COMP_WORDS[cword - 1]}
    fi

    if ((cword == 1)); then
        _quandary_cli_help "$prog"
        _quandary_cli_names "Commands:"
        COMPREPLY=($(compgen -W "$REPLY --help --version" -- "$cur"))
        return
    fi
    words=("$prog" "${COMP_WORDS[1]}")
    if [[ ${COMP_WORDS[1]} == experiment ]]; then
        if ((cword == 2)); then
            _quandary_cli_help "$prog" experiment
            _quandary_cli_names "Experiments:"
            COMPREPLY=($(compgen -W "$REPLY --help" -- "$cur"))
            return
        fi
        words+=("${COMP_WORDS[2]}")
    elif [[ ${COMP_WORDS[1]} == logic && ${COMP_WORDS[2]} == wumpus ]] && ((cword >= 3)); then
        # `logic wumpus WORLD`: the wumpus world's own options.
        words+=(wumpus)
    elif [[ ${COMP_WORDS[1]} == logic ]] && ((cword == 2)) && [[ $cur != -* ]]; then
        _quandary_cli_files "$cur"
        COMPREPLY+=($(compgen -W "unify wumpus" -- "$cur"))
        return
    fi
    # `logic unify TERM1 TERM2` has options of its own.
    if [[ ${COMP_WORDS[1]} == logic ]] && ((cword >= 3)) && [[ ${COMP_WORDS[2]} == unify ]]; then
        words+=(unify)
    fi

    _quandary_cli_help "${words[@]}"
    _quandary_cli_options
    if [[ $prev == --* && -n ${_quandary_cli_args[$prev]} ]]; then
        case ${_quandary_cli_args[$prev]} in
            FILE* | PATH* | RAW*) _quandary_cli_files "$cur" ;;
            DIR*) compopt -o filenames 2>/dev/null
                  local IFS=$'\n'
                  COMPREPLY=($(compgen -d -- "$cur")) ;;
            *'|'*) COMPREPLY=($(compgen -W "${_quandary_cli_args[$prev]//|/ }" -- "$cur")) ;;
        esac
        return
    fi
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "${_quandary_cli_opts[*]}" -- "$cur"))
    else
        _quandary_cli_files "$cur"
    fi
}

complete -F _quandary_cli quandary-cli
