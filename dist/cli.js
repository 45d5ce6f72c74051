#!/usr/bin/env node
import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  CLIENT_LIMITS,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  FileTooLargeError,
  MIB,
  VERSION,
  badgeTarget,
  checkBudget,
  checkWritable,
  clientLimitWarnings,
  compare,
  dominantField,
  escapeMarkdown,
  escapeTerminal,
  fidelityLegend,
  fidelityMark,
  formatInt,
  formatPercent,
  formatSigned,
  listServer,
  markdownTable,
  measure,
  modelFacing,
  modelLine,
  openBudget,
  parseChoice,
  pipelineOptions,
  plural,
  profileIds,
  readReportFile,
  readTextFile,
  renderComparisonMarkdown,
  renderComparisonText,
  resolveSettings,
  runPipeline,
  runReleaseNotes,
  serializeComparison,
  serializeReport,
  stripTerminalControls,
  textTable,
  withCleanup,
  writeBadgeFiles,
  writeOutputFile
} from "./chunks/chunk-ZLRKK2AQ.js";
import {
  ENCODINGS,
  loadEncoders
} from "./chunks/chunk-CKXJKGHU.js";
import "./chunks/chunk-C5LYRBGY.js";
import {
  EXIT_CODES,
  ToolError,
  UsageError,
  classifyError
} from "./chunks/chunk-QERI6UGB.js";
import "./chunks/chunk-X3VQD356.js";
import {
  __commonJS,
  __name,
  __require,
  __toESM
} from "./chunks/chunk-WQOZZ7UD.js";

// node_modules/commander/lib/error.js
var require_error = __commonJS({
  "node_modules/commander/lib/error.js"(exports) {
    var CommanderError2 = class extends Error {
      static {
        __name(this, "CommanderError");
      }
      /**
       * Constructs the CommanderError class
       * @param {number} exitCode suggested exit code which could be used with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       */
      constructor(exitCode, code2, message) {
        super(message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
        this.code = code2;
        this.exitCode = exitCode;
        this.nestedError = void 0;
      }
    };
    var InvalidArgumentError2 = class extends CommanderError2 {
      static {
        __name(this, "InvalidArgumentError");
      }
      /**
       * Constructs the InvalidArgumentError class
       * @param {string} [message] explanation of why argument is invalid
       */
      constructor(message) {
        super(1, "commander.invalidArgument", message);
        Error.captureStackTrace(this, this.constructor);
        this.name = this.constructor.name;
      }
    };
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
  }
});

// node_modules/commander/lib/argument.js
var require_argument = __commonJS({
  "node_modules/commander/lib/argument.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Argument2 = class {
      static {
        __name(this, "Argument");
      }
      /**
       * Initialize a new command argument with the given name and description.
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @param {string} name
       * @param {string} [description]
       */
      constructor(name, description) {
        this.description = description || "";
        this.variadic = false;
        this.parseArg = void 0;
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.argChoices = void 0;
        switch (name[0]) {
          case "<":
            this.required = true;
            this._name = name.slice(1, -1);
            break;
          case "[":
            this.required = false;
            this._name = name.slice(1, -1);
            break;
          default:
            this.required = true;
            this._name = name;
            break;
        }
        if (this._name.endsWith("...")) {
          this.variadic = true;
          this._name = this._name.slice(0, -3);
        }
      }
      /**
       * Return argument name.
       *
       * @return {string}
       */
      name() {
        return this._name;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Argument}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Set the custom handler for processing CLI command arguments into argument values.
       *
       * @param {Function} [fn]
       * @return {Argument}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Only allow argument value to be one of choices.
       *
       * @param {string[]} values
       * @return {Argument}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Make argument required.
       *
       * @returns {Argument}
       */
      argRequired() {
        this.required = true;
        return this;
      }
      /**
       * Make argument optional.
       *
       * @returns {Argument}
       */
      argOptional() {
        this.required = false;
        return this;
      }
    };
    function humanReadableArgName(arg) {
      const nameOutput = arg.name() + (arg.variadic === true ? "..." : "");
      return arg.required ? "<" + nameOutput + ">" : "[" + nameOutput + "]";
    }
    __name(humanReadableArgName, "humanReadableArgName");
    exports.Argument = Argument2;
    exports.humanReadableArgName = humanReadableArgName;
  }
});

// node_modules/commander/lib/help.js
var require_help = __commonJS({
  "node_modules/commander/lib/help.js"(exports) {
    var { humanReadableArgName } = require_argument();
    var Help2 = class {
      static {
        __name(this, "Help");
      }
      constructor() {
        this.helpWidth = void 0;
        this.minWidthToWrap = 40;
        this.sortSubcommands = false;
        this.sortOptions = false;
        this.showGlobalOptions = false;
      }
      /**
       * prepareContext is called by Commander after applying overrides from `Command.configureHelp()`
       * and just before calling `formatHelp()`.
       *
       * Commander just uses the helpWidth and the rest is provided for optional use by more complex subclasses.
       *
       * @param {{ error?: boolean, helpWidth?: number, outputHasColors?: boolean }} contextOptions
       */
      prepareContext(contextOptions) {
        this.helpWidth = this.helpWidth ?? contextOptions.helpWidth ?? 80;
      }
      /**
       * Get an array of the visible subcommands. Includes a placeholder for the implicit help command, if there is one.
       *
       * @param {Command} cmd
       * @returns {Command[]}
       */
      visibleCommands(cmd) {
        const visibleCommands = cmd.commands.filter((cmd2) => !cmd2._hidden);
        const helpCommand = cmd._getHelpCommand();
        if (helpCommand && !helpCommand._hidden) {
          visibleCommands.push(helpCommand);
        }
        if (this.sortSubcommands) {
          visibleCommands.sort((a, b) => {
            return a.name().localeCompare(b.name());
          });
        }
        return visibleCommands;
      }
      /**
       * Compare options for sort.
       *
       * @param {Option} a
       * @param {Option} b
       * @returns {number}
       */
      compareOptions(a, b) {
        const getSortKey = /* @__PURE__ */ __name((option) => {
          return option.short ? option.short.replace(/^-/, "") : option.long.replace(/^--/, "");
        }, "getSortKey");
        return getSortKey(a).localeCompare(getSortKey(b));
      }
      /**
       * Get an array of the visible options. Includes a placeholder for the implicit help option, if there is one.
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleOptions(cmd) {
        const visibleOptions = cmd.options.filter((option) => !option.hidden);
        const helpOption = cmd._getHelpOption();
        if (helpOption && !helpOption.hidden) {
          const removeShort = helpOption.short && cmd._findOption(helpOption.short);
          const removeLong = helpOption.long && cmd._findOption(helpOption.long);
          if (!removeShort && !removeLong) {
            visibleOptions.push(helpOption);
          } else if (helpOption.long && !removeLong) {
            visibleOptions.push(
              cmd.createOption(helpOption.long, helpOption.description)
            );
          } else if (helpOption.short && !removeShort) {
            visibleOptions.push(
              cmd.createOption(helpOption.short, helpOption.description)
            );
          }
        }
        if (this.sortOptions) {
          visibleOptions.sort(this.compareOptions);
        }
        return visibleOptions;
      }
      /**
       * Get an array of the visible global options. (Not including help.)
       *
       * @param {Command} cmd
       * @returns {Option[]}
       */
      visibleGlobalOptions(cmd) {
        if (!this.showGlobalOptions) return [];
        const globalOptions = [];
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          const visibleOptions = ancestorCmd.options.filter(
            (option) => !option.hidden
          );
          globalOptions.push(...visibleOptions);
        }
        if (this.sortOptions) {
          globalOptions.sort(this.compareOptions);
        }
        return globalOptions;
      }
      /**
       * Get an array of the arguments if any have a description.
       *
       * @param {Command} cmd
       * @returns {Argument[]}
       */
      visibleArguments(cmd) {
        if (cmd._argsDescription) {
          cmd.registeredArguments.forEach((argument) => {
            argument.description = argument.description || cmd._argsDescription[argument.name()] || "";
          });
        }
        if (cmd.registeredArguments.find((argument) => argument.description)) {
          return cmd.registeredArguments;
        }
        return [];
      }
      /**
       * Get the command term to show in the list of subcommands.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandTerm(cmd) {
        const args = cmd.registeredArguments.map((arg) => humanReadableArgName(arg)).join(" ");
        return cmd._name + (cmd._aliases[0] ? "|" + cmd._aliases[0] : "") + (cmd.options.length ? " [options]" : "") + // simplistic check for non-help option
        (args ? " " + args : "");
      }
      /**
       * Get the option term to show in the list of options.
       *
       * @param {Option} option
       * @returns {string}
       */
      optionTerm(option) {
        return option.flags;
      }
      /**
       * Get the argument term to show in the list of arguments.
       *
       * @param {Argument} argument
       * @returns {string}
       */
      argumentTerm(argument) {
        return argument.name();
      }
      /**
       * Get the longest command term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestSubcommandTermLength(cmd, helper) {
        return helper.visibleCommands(cmd).reduce((max, command) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleSubcommandTerm(helper.subcommandTerm(command))
            )
          );
        }, 0);
      }
      /**
       * Get the longest option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestOptionTermLength(cmd, helper) {
        return helper.visibleOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest global option term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestGlobalOptionTermLength(cmd, helper) {
        return helper.visibleGlobalOptions(cmd).reduce((max, option) => {
          return Math.max(
            max,
            this.displayWidth(helper.styleOptionTerm(helper.optionTerm(option)))
          );
        }, 0);
      }
      /**
       * Get the longest argument term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      longestArgumentTermLength(cmd, helper) {
        return helper.visibleArguments(cmd).reduce((max, argument) => {
          return Math.max(
            max,
            this.displayWidth(
              helper.styleArgumentTerm(helper.argumentTerm(argument))
            )
          );
        }, 0);
      }
      /**
       * Get the command usage to be displayed at the top of the built-in help.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandUsage(cmd) {
        let cmdName = cmd._name;
        if (cmd._aliases[0]) {
          cmdName = cmdName + "|" + cmd._aliases[0];
        }
        let ancestorCmdNames = "";
        for (let ancestorCmd = cmd.parent; ancestorCmd; ancestorCmd = ancestorCmd.parent) {
          ancestorCmdNames = ancestorCmd.name() + " " + ancestorCmdNames;
        }
        return ancestorCmdNames + cmdName + " " + cmd.usage();
      }
      /**
       * Get the description for the command.
       *
       * @param {Command} cmd
       * @returns {string}
       */
      commandDescription(cmd) {
        return cmd.description();
      }
      /**
       * Get the subcommand summary to show in the list of subcommands.
       * (Fallback to description for backwards compatibility.)
       *
       * @param {Command} cmd
       * @returns {string}
       */
      subcommandDescription(cmd) {
        return cmd.summary() || cmd.description();
      }
      /**
       * Get the option description to show in the list of options.
       *
       * @param {Option} option
       * @return {string}
       */
      optionDescription(option) {
        const extraInfo = [];
        if (option.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${option.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (option.defaultValue !== void 0) {
          const showDefault = option.required || option.optional || option.isBoolean() && typeof option.defaultValue === "boolean";
          if (showDefault) {
            extraInfo.push(
              `default: ${option.defaultValueDescription || JSON.stringify(option.defaultValue)}`
            );
          }
        }
        if (option.presetArg !== void 0 && option.optional) {
          extraInfo.push(`preset: ${JSON.stringify(option.presetArg)}`);
        }
        if (option.envVar !== void 0) {
          extraInfo.push(`env: ${option.envVar}`);
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (option.description) {
            return `${option.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return option.description;
      }
      /**
       * Get the argument description to show in the list of arguments.
       *
       * @param {Argument} argument
       * @return {string}
       */
      argumentDescription(argument) {
        const extraInfo = [];
        if (argument.argChoices) {
          extraInfo.push(
            // use stringify to match the display of the default value
            `choices: ${argument.argChoices.map((choice) => JSON.stringify(choice)).join(", ")}`
          );
        }
        if (argument.defaultValue !== void 0) {
          extraInfo.push(
            `default: ${argument.defaultValueDescription || JSON.stringify(argument.defaultValue)}`
          );
        }
        if (extraInfo.length > 0) {
          const extraDescription = `(${extraInfo.join(", ")})`;
          if (argument.description) {
            return `${argument.description} ${extraDescription}`;
          }
          return extraDescription;
        }
        return argument.description;
      }
      /**
       * Format a list of items, given a heading and an array of formatted items.
       *
       * @param {string} heading
       * @param {string[]} items
       * @param {Help} helper
       * @returns string[]
       */
      formatItemList(heading, items, helper) {
        if (items.length === 0) return [];
        return [helper.styleTitle(heading), ...items, ""];
      }
      /**
       * Group items by their help group heading.
       *
       * @param {Command[] | Option[]} unsortedItems
       * @param {Command[] | Option[]} visibleItems
       * @param {Function} getGroup
       * @returns {Map<string, Command[] | Option[]>}
       */
      groupItems(unsortedItems, visibleItems, getGroup) {
        const result = /* @__PURE__ */ new Map();
        unsortedItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) result.set(group, []);
        });
        visibleItems.forEach((item) => {
          const group = getGroup(item);
          if (!result.has(group)) {
            result.set(group, []);
          }
          result.get(group).push(item);
        });
        return result;
      }
      /**
       * Generate the built-in help text.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {string}
       */
      formatHelp(cmd, helper) {
        const termWidth = helper.padWidth(cmd, helper);
        const helpWidth = helper.helpWidth ?? 80;
        function callFormatItem(term, description) {
          return helper.formatItem(term, termWidth, description, helper);
        }
        __name(callFormatItem, "callFormatItem");
        let output = [
          `${helper.styleTitle("Usage:")} ${helper.styleUsage(helper.commandUsage(cmd))}`,
          ""
        ];
        const commandDescription = helper.commandDescription(cmd);
        if (commandDescription.length > 0) {
          output = output.concat([
            helper.boxWrap(
              helper.styleCommandDescription(commandDescription),
              helpWidth
            ),
            ""
          ]);
        }
        const argumentList = helper.visibleArguments(cmd).map((argument) => {
          return callFormatItem(
            helper.styleArgumentTerm(helper.argumentTerm(argument)),
            helper.styleArgumentDescription(helper.argumentDescription(argument))
          );
        });
        output = output.concat(
          this.formatItemList("Arguments:", argumentList, helper)
        );
        const optionGroups = this.groupItems(
          cmd.options,
          helper.visibleOptions(cmd),
          (option) => option.helpGroupHeading ?? "Options:"
        );
        optionGroups.forEach((options, group) => {
          const optionList = options.map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(this.formatItemList(group, optionList, helper));
        });
        if (helper.showGlobalOptions) {
          const globalOptionList = helper.visibleGlobalOptions(cmd).map((option) => {
            return callFormatItem(
              helper.styleOptionTerm(helper.optionTerm(option)),
              helper.styleOptionDescription(helper.optionDescription(option))
            );
          });
          output = output.concat(
            this.formatItemList("Global Options:", globalOptionList, helper)
          );
        }
        const commandGroups = this.groupItems(
          cmd.commands,
          helper.visibleCommands(cmd),
          (sub) => sub.helpGroup() || "Commands:"
        );
        commandGroups.forEach((commands, group) => {
          const commandList = commands.map((sub) => {
            return callFormatItem(
              helper.styleSubcommandTerm(helper.subcommandTerm(sub)),
              helper.styleSubcommandDescription(helper.subcommandDescription(sub))
            );
          });
          output = output.concat(this.formatItemList(group, commandList, helper));
        });
        return output.join("\n");
      }
      /**
       * Return display width of string, ignoring ANSI escape sequences. Used in padding and wrapping calculations.
       *
       * @param {string} str
       * @returns {number}
       */
      displayWidth(str) {
        return stripColor(str).length;
      }
      /**
       * Style the title for displaying in the help. Called with 'Usage:', 'Options:', etc.
       *
       * @param {string} str
       * @returns {string}
       */
      styleTitle(str) {
        return str;
      }
      styleUsage(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word === "[command]") return this.styleSubcommandText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleCommandText(word);
        }).join(" ");
      }
      styleCommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleOptionDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleSubcommandDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleArgumentDescription(str) {
        return this.styleDescriptionText(str);
      }
      styleDescriptionText(str) {
        return str;
      }
      styleOptionTerm(str) {
        return this.styleOptionText(str);
      }
      styleSubcommandTerm(str) {
        return str.split(" ").map((word) => {
          if (word === "[options]") return this.styleOptionText(word);
          if (word[0] === "[" || word[0] === "<")
            return this.styleArgumentText(word);
          return this.styleSubcommandText(word);
        }).join(" ");
      }
      styleArgumentTerm(str) {
        return this.styleArgumentText(str);
      }
      styleOptionText(str) {
        return str;
      }
      styleArgumentText(str) {
        return str;
      }
      styleSubcommandText(str) {
        return str;
      }
      styleCommandText(str) {
        return str;
      }
      /**
       * Calculate the pad width from the maximum term length.
       *
       * @param {Command} cmd
       * @param {Help} helper
       * @returns {number}
       */
      padWidth(cmd, helper) {
        return Math.max(
          helper.longestOptionTermLength(cmd, helper),
          helper.longestGlobalOptionTermLength(cmd, helper),
          helper.longestSubcommandTermLength(cmd, helper),
          helper.longestArgumentTermLength(cmd, helper)
        );
      }
      /**
       * Detect manually wrapped and indented strings by checking for line break followed by whitespace.
       *
       * @param {string} str
       * @returns {boolean}
       */
      preformatted(str) {
        return /\n[^\S\r\n]/.test(str);
      }
      /**
       * Format the "item", which consists of a term and description. Pad the term and wrap the description, indenting the following lines.
       *
       * So "TTT", 5, "DDD DDDD DD DDD" might be formatted for this.helpWidth=17 like so:
       *   TTT  DDD DDDD
       *        DD DDD
       *
       * @param {string} term
       * @param {number} termWidth
       * @param {string} description
       * @param {Help} helper
       * @returns {string}
       */
      formatItem(term, termWidth, description, helper) {
        const itemIndent = 2;
        const itemIndentStr = " ".repeat(itemIndent);
        if (!description) return itemIndentStr + term;
        const paddedTerm = term.padEnd(
          termWidth + term.length - helper.displayWidth(term)
        );
        const spacerWidth = 2;
        const helpWidth = this.helpWidth ?? 80;
        const remainingWidth = helpWidth - termWidth - spacerWidth - itemIndent;
        let formattedDescription;
        if (remainingWidth < this.minWidthToWrap || helper.preformatted(description)) {
          formattedDescription = description;
        } else {
          const wrappedDescription = helper.boxWrap(description, remainingWidth);
          formattedDescription = wrappedDescription.replace(
            /\n/g,
            "\n" + " ".repeat(termWidth + spacerWidth)
          );
        }
        return itemIndentStr + paddedTerm + " ".repeat(spacerWidth) + formattedDescription.replace(/\n/g, `
${itemIndentStr}`);
      }
      /**
       * Wrap a string at whitespace, preserving existing line breaks.
       * Wrapping is skipped if the width is less than `minWidthToWrap`.
       *
       * @param {string} str
       * @param {number} width
       * @returns {string}
       */
      boxWrap(str, width) {
        if (width < this.minWidthToWrap) return str;
        const rawLines = str.split(/\r\n|\n/);
        const chunkPattern = /[\s]*[^\s]+/g;
        const wrappedLines = [];
        rawLines.forEach((line) => {
          const chunks = line.match(chunkPattern);
          if (chunks === null) {
            wrappedLines.push("");
            return;
          }
          let sumChunks = [chunks.shift()];
          let sumWidth = this.displayWidth(sumChunks[0]);
          chunks.forEach((chunk) => {
            const visibleWidth = this.displayWidth(chunk);
            if (sumWidth + visibleWidth <= width) {
              sumChunks.push(chunk);
              sumWidth += visibleWidth;
              return;
            }
            wrappedLines.push(sumChunks.join(""));
            const nextChunk = chunk.trimStart();
            sumChunks = [nextChunk];
            sumWidth = this.displayWidth(nextChunk);
          });
          wrappedLines.push(sumChunks.join(""));
        });
        return wrappedLines.join("\n");
      }
    };
    function stripColor(str) {
      const sgrPattern = /\x1b\[\d*(;\d*)*m/g;
      return str.replace(sgrPattern, "");
    }
    __name(stripColor, "stripColor");
    exports.Help = Help2;
    exports.stripColor = stripColor;
  }
});

// node_modules/commander/lib/option.js
var require_option = __commonJS({
  "node_modules/commander/lib/option.js"(exports) {
    var { InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var Option2 = class {
      static {
        __name(this, "Option");
      }
      /**
       * Initialize a new `Option` with the given `flags` and `description`.
       *
       * @param {string} flags
       * @param {string} [description]
       */
      constructor(flags, description) {
        this.flags = flags;
        this.description = description || "";
        this.required = flags.includes("<");
        this.optional = flags.includes("[");
        this.variadic = /\w\.\.\.[>\]]$/.test(flags);
        this.mandatory = false;
        const optionFlags = splitOptionFlags(flags);
        this.short = optionFlags.shortFlag;
        this.long = optionFlags.longFlag;
        this.negate = false;
        if (this.long) {
          this.negate = this.long.startsWith("--no-");
        }
        this.defaultValue = void 0;
        this.defaultValueDescription = void 0;
        this.presetArg = void 0;
        this.envVar = void 0;
        this.parseArg = void 0;
        this.hidden = false;
        this.argChoices = void 0;
        this.conflictsWith = [];
        this.implied = void 0;
        this.helpGroupHeading = void 0;
      }
      /**
       * Set the default value, and optionally supply the description to be displayed in the help.
       *
       * @param {*} value
       * @param {string} [description]
       * @return {Option}
       */
      default(value, description) {
        this.defaultValue = value;
        this.defaultValueDescription = description;
        return this;
      }
      /**
       * Preset to use when option used without option-argument, especially optional but also boolean and negated.
       * The custom processing (parseArg) is called.
       *
       * @example
       * new Option('--color').default('GREYSCALE').preset('RGB');
       * new Option('--donate [amount]').preset('20').argParser(parseFloat);
       *
       * @param {*} arg
       * @return {Option}
       */
      preset(arg) {
        this.presetArg = arg;
        return this;
      }
      /**
       * Add option name(s) that conflict with this option.
       * An error will be displayed if conflicting options are found during parsing.
       *
       * @example
       * new Option('--rgb').conflicts('cmyk');
       * new Option('--js').conflicts(['ts', 'jsx']);
       *
       * @param {(string | string[])} names
       * @return {Option}
       */
      conflicts(names) {
        this.conflictsWith = this.conflictsWith.concat(names);
        return this;
      }
      /**
       * Specify implied option values for when this option is set and the implied options are not.
       *
       * The custom processing (parseArg) is not called on the implied values.
       *
       * @example
       * program
       *   .addOption(new Option('--log', 'write logging information to file'))
       *   .addOption(new Option('--trace', 'log extra details').implies({ log: 'trace.txt' }));
       *
       * @param {object} impliedOptionValues
       * @return {Option}
       */
      implies(impliedOptionValues) {
        let newImplied = impliedOptionValues;
        if (typeof impliedOptionValues === "string") {
          newImplied = { [impliedOptionValues]: true };
        }
        this.implied = Object.assign(this.implied || {}, newImplied);
        return this;
      }
      /**
       * Set environment variable to check for option value.
       *
       * An environment variable is only used if when processed the current option value is
       * undefined, or the source of the current value is 'default' or 'config' or 'env'.
       *
       * @param {string} name
       * @return {Option}
       */
      env(name) {
        this.envVar = name;
        return this;
      }
      /**
       * Set the custom handler for processing CLI option arguments into option values.
       *
       * @param {Function} [fn]
       * @return {Option}
       */
      argParser(fn) {
        this.parseArg = fn;
        return this;
      }
      /**
       * Whether the option is mandatory and must have a value after parsing.
       *
       * @param {boolean} [mandatory=true]
       * @return {Option}
       */
      makeOptionMandatory(mandatory = true) {
        this.mandatory = !!mandatory;
        return this;
      }
      /**
       * Hide option in help.
       *
       * @param {boolean} [hide=true]
       * @return {Option}
       */
      hideHelp(hide = true) {
        this.hidden = !!hide;
        return this;
      }
      /**
       * @package
       */
      _collectValue(value, previous) {
        if (previous === this.defaultValue || !Array.isArray(previous)) {
          return [value];
        }
        previous.push(value);
        return previous;
      }
      /**
       * Only allow option value to be one of choices.
       *
       * @param {string[]} values
       * @return {Option}
       */
      choices(values) {
        this.argChoices = values.slice();
        this.parseArg = (arg, previous) => {
          if (!this.argChoices.includes(arg)) {
            throw new InvalidArgumentError2(
              `Allowed choices are ${this.argChoices.join(", ")}.`
            );
          }
          if (this.variadic) {
            return this._collectValue(arg, previous);
          }
          return arg;
        };
        return this;
      }
      /**
       * Return option name.
       *
       * @return {string}
       */
      name() {
        if (this.long) {
          return this.long.replace(/^--/, "");
        }
        return this.short.replace(/^-/, "");
      }
      /**
       * Return option name, in a camelcase format that can be used
       * as an object attribute key.
       *
       * @return {string}
       */
      attributeName() {
        if (this.negate) {
          return camelcase(this.name().replace(/^no-/, ""));
        }
        return camelcase(this.name());
      }
      /**
       * Set the help group heading.
       *
       * @param {string} heading
       * @return {Option}
       */
      helpGroup(heading) {
        this.helpGroupHeading = heading;
        return this;
      }
      /**
       * Check if `arg` matches the short or long flag.
       *
       * @param {string} arg
       * @return {boolean}
       * @package
       */
      is(arg) {
        return this.short === arg || this.long === arg;
      }
      /**
       * Return whether a boolean option.
       *
       * Options are one of boolean, negated, required argument, or optional argument.
       *
       * @return {boolean}
       * @package
       */
      isBoolean() {
        return !this.required && !this.optional && !this.negate;
      }
    };
    var DualOptions = class {
      static {
        __name(this, "DualOptions");
      }
      /**
       * @param {Option[]} options
       */
      constructor(options) {
        this.positiveOptions = /* @__PURE__ */ new Map();
        this.negativeOptions = /* @__PURE__ */ new Map();
        this.dualOptions = /* @__PURE__ */ new Set();
        options.forEach((option) => {
          if (option.negate) {
            this.negativeOptions.set(option.attributeName(), option);
          } else {
            this.positiveOptions.set(option.attributeName(), option);
          }
        });
        this.negativeOptions.forEach((value, key) => {
          if (this.positiveOptions.has(key)) {
            this.dualOptions.add(key);
          }
        });
      }
      /**
       * Did the value come from the option, and not from possible matching dual option?
       *
       * @param {*} value
       * @param {Option} option
       * @returns {boolean}
       */
      valueFromOption(value, option) {
        const optionKey = option.attributeName();
        if (!this.dualOptions.has(optionKey)) return true;
        const preset = this.negativeOptions.get(optionKey).presetArg;
        const negativeValue = preset !== void 0 ? preset : false;
        return option.negate === (negativeValue === value);
      }
    };
    function camelcase(str) {
      return str.split("-").reduce((str2, word) => {
        return str2 + word[0].toUpperCase() + word.slice(1);
      });
    }
    __name(camelcase, "camelcase");
    function splitOptionFlags(flags) {
      let shortFlag;
      let longFlag;
      const shortFlagExp = /^-[^-]$/;
      const longFlagExp = /^--[^-]/;
      const flagParts = flags.split(/[ |,]+/).concat("guard");
      if (shortFlagExp.test(flagParts[0])) shortFlag = flagParts.shift();
      if (longFlagExp.test(flagParts[0])) longFlag = flagParts.shift();
      if (!shortFlag && shortFlagExp.test(flagParts[0]))
        shortFlag = flagParts.shift();
      if (!shortFlag && longFlagExp.test(flagParts[0])) {
        shortFlag = longFlag;
        longFlag = flagParts.shift();
      }
      if (flagParts[0].startsWith("-")) {
        const unsupportedFlag = flagParts[0];
        const baseError = `option creation failed due to '${unsupportedFlag}' in option flags '${flags}'`;
        if (/^-[^-][^-]/.test(unsupportedFlag))
          throw new Error(
            `${baseError}
- a short flag is a single dash and a single character
  - either use a single dash and a single character (for a short flag)
  - or use a double dash for a long option (and can have two, like '--ws, --workspace')`
          );
        if (shortFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many short flags`);
        if (longFlagExp.test(unsupportedFlag))
          throw new Error(`${baseError}
- too many long flags`);
        throw new Error(`${baseError}
- unrecognised flag format`);
      }
      if (shortFlag === void 0 && longFlag === void 0)
        throw new Error(
          `option creation failed due to no flags found in '${flags}'.`
        );
      return { shortFlag, longFlag };
    }
    __name(splitOptionFlags, "splitOptionFlags");
    exports.Option = Option2;
    exports.DualOptions = DualOptions;
  }
});

// node_modules/commander/lib/suggestSimilar.js
var require_suggestSimilar = __commonJS({
  "node_modules/commander/lib/suggestSimilar.js"(exports) {
    var maxDistance = 3;
    function editDistance(a, b) {
      if (Math.abs(a.length - b.length) > maxDistance)
        return Math.max(a.length, b.length);
      const d = [];
      for (let i = 0; i <= a.length; i++) {
        d[i] = [i];
      }
      for (let j = 0; j <= b.length; j++) {
        d[0][j] = j;
      }
      for (let j = 1; j <= b.length; j++) {
        for (let i = 1; i <= a.length; i++) {
          let cost = 1;
          if (a[i - 1] === b[j - 1]) {
            cost = 0;
          } else {
            cost = 1;
          }
          d[i][j] = Math.min(
            d[i - 1][j] + 1,
            // deletion
            d[i][j - 1] + 1,
            // insertion
            d[i - 1][j - 1] + cost
            // substitution
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
            d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
          }
        }
      }
      return d[a.length][b.length];
    }
    __name(editDistance, "editDistance");
    function suggestSimilar(word, candidates) {
      if (!candidates || candidates.length === 0) return "";
      candidates = Array.from(new Set(candidates));
      const searchingOptions = word.startsWith("--");
      if (searchingOptions) {
        word = word.slice(2);
        candidates = candidates.map((candidate) => candidate.slice(2));
      }
      let similar = [];
      let bestDistance = maxDistance;
      const minSimilarity = 0.4;
      candidates.forEach((candidate) => {
        if (candidate.length <= 1) return;
        const distance = editDistance(word, candidate);
        const length = Math.max(word.length, candidate.length);
        const similarity = (length - distance) / length;
        if (similarity > minSimilarity) {
          if (distance < bestDistance) {
            bestDistance = distance;
            similar = [candidate];
          } else if (distance === bestDistance) {
            similar.push(candidate);
          }
        }
      });
      similar.sort((a, b) => a.localeCompare(b));
      if (searchingOptions) {
        similar = similar.map((candidate) => `--${candidate}`);
      }
      if (similar.length > 1) {
        return `
(Did you mean one of ${similar.join(", ")}?)`;
      }
      if (similar.length === 1) {
        return `
(Did you mean ${similar[0]}?)`;
      }
      return "";
    }
    __name(suggestSimilar, "suggestSimilar");
    exports.suggestSimilar = suggestSimilar;
  }
});

// node_modules/commander/lib/command.js
var require_command = __commonJS({
  "node_modules/commander/lib/command.js"(exports) {
    var EventEmitter = __require("node:events").EventEmitter;
    var childProcess = __require("node:child_process");
    var path4 = __require("node:path");
    var fs = __require("node:fs");
    var process2 = __require("node:process");
    var { Argument: Argument2, humanReadableArgName } = require_argument();
    var { CommanderError: CommanderError2 } = require_error();
    var { Help: Help2, stripColor } = require_help();
    var { Option: Option2, DualOptions } = require_option();
    var { suggestSimilar } = require_suggestSimilar();
    var Command2 = class _Command extends EventEmitter {
      static {
        __name(this, "Command");
      }
      /**
       * Initialize a new `Command`.
       *
       * @param {string} [name]
       */
      constructor(name) {
        super();
        this.commands = [];
        this.options = [];
        this.parent = null;
        this._allowUnknownOption = false;
        this._allowExcessArguments = false;
        this.registeredArguments = [];
        this._args = this.registeredArguments;
        this.args = [];
        this.rawArgs = [];
        this.processedArgs = [];
        this._scriptPath = null;
        this._name = name || "";
        this._optionValues = {};
        this._optionValueSources = {};
        this._storeOptionsAsProperties = false;
        this._actionHandler = null;
        this._executableHandler = false;
        this._executableFile = null;
        this._executableDir = null;
        this._defaultCommandName = null;
        this._exitCallback = null;
        this._aliases = [];
        this._combineFlagAndOptionalValue = true;
        this._description = "";
        this._summary = "";
        this._argsDescription = void 0;
        this._enablePositionalOptions = false;
        this._passThroughOptions = false;
        this._lifeCycleHooks = {};
        this._showHelpAfterError = false;
        this._showSuggestionAfterError = true;
        this._savedState = null;
        this._outputConfiguration = {
          writeOut: /* @__PURE__ */ __name((str) => process2.stdout.write(str), "writeOut"),
          writeErr: /* @__PURE__ */ __name((str) => process2.stderr.write(str), "writeErr"),
          outputError: /* @__PURE__ */ __name((str, write) => write(str), "outputError"),
          getOutHelpWidth: /* @__PURE__ */ __name(() => process2.stdout.isTTY ? process2.stdout.columns : void 0, "getOutHelpWidth"),
          getErrHelpWidth: /* @__PURE__ */ __name(() => process2.stderr.isTTY ? process2.stderr.columns : void 0, "getErrHelpWidth"),
          getOutHasColors: /* @__PURE__ */ __name(() => useColor() ?? (process2.stdout.isTTY && process2.stdout.hasColors?.()), "getOutHasColors"),
          getErrHasColors: /* @__PURE__ */ __name(() => useColor() ?? (process2.stderr.isTTY && process2.stderr.hasColors?.()), "getErrHasColors"),
          stripColor: /* @__PURE__ */ __name((str) => stripColor(str), "stripColor")
        };
        this._hidden = false;
        this._helpOption = void 0;
        this._addImplicitHelpCommand = void 0;
        this._helpCommand = void 0;
        this._helpConfiguration = {};
        this._helpGroupHeading = void 0;
        this._defaultCommandGroup = void 0;
        this._defaultOptionGroup = void 0;
      }
      /**
       * Copy settings that are useful to have in common across root command and subcommands.
       *
       * (Used internally when adding a command using `.command()` so subcommands inherit parent settings.)
       *
       * @param {Command} sourceCommand
       * @return {Command} `this` command for chaining
       */
      copyInheritedSettings(sourceCommand) {
        this._outputConfiguration = sourceCommand._outputConfiguration;
        this._helpOption = sourceCommand._helpOption;
        this._helpCommand = sourceCommand._helpCommand;
        this._helpConfiguration = sourceCommand._helpConfiguration;
        this._exitCallback = sourceCommand._exitCallback;
        this._storeOptionsAsProperties = sourceCommand._storeOptionsAsProperties;
        this._combineFlagAndOptionalValue = sourceCommand._combineFlagAndOptionalValue;
        this._allowExcessArguments = sourceCommand._allowExcessArguments;
        this._enablePositionalOptions = sourceCommand._enablePositionalOptions;
        this._showHelpAfterError = sourceCommand._showHelpAfterError;
        this._showSuggestionAfterError = sourceCommand._showSuggestionAfterError;
        return this;
      }
      /**
       * @returns {Command[]}
       * @private
       */
      _getCommandAndAncestors() {
        const result = [];
        for (let command = this; command; command = command.parent) {
          result.push(command);
        }
        return result;
      }
      /**
       * Define a command.
       *
       * There are two styles of command: pay attention to where to put the description.
       *
       * @example
       * // Command implemented using action handler (description is supplied separately to `.command`)
       * program
       *   .command('clone <source> [destination]')
       *   .description('clone a repository into a newly created directory')
       *   .action((source, destination) => {
       *     console.log('clone command called');
       *   });
       *
       * // Command implemented using separate executable file (description is second parameter to `.command`)
       * program
       *   .command('start <service>', 'start named service')
       *   .command('stop [service]', 'stop named service, or all if no name supplied');
       *
       * @param {string} nameAndArgs - command name and arguments, args are `<required>` or `[optional]` and last may also be `variadic...`
       * @param {(object | string)} [actionOptsOrExecDesc] - configuration options (for action), or description (for executable)
       * @param {object} [execOpts] - configuration options (for executable)
       * @return {Command} returns new command for action handler, or `this` for executable command
       */
      command(nameAndArgs, actionOptsOrExecDesc, execOpts) {
        let desc = actionOptsOrExecDesc;
        let opts = execOpts;
        if (typeof desc === "object" && desc !== null) {
          opts = desc;
          desc = null;
        }
        opts = opts || {};
        const [, name, args] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const cmd = this.createCommand(name);
        if (desc) {
          cmd.description(desc);
          cmd._executableHandler = true;
        }
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        cmd._hidden = !!(opts.noHelp || opts.hidden);
        cmd._executableFile = opts.executableFile || null;
        if (args) cmd.arguments(args);
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd.copyInheritedSettings(this);
        if (desc) return this;
        return cmd;
      }
      /**
       * Factory routine to create a new unattached command.
       *
       * See .command() for creating an attached subcommand, which uses this routine to
       * create the command. You can override createCommand to customise subcommands.
       *
       * @param {string} [name]
       * @return {Command} new command
       */
      createCommand(name) {
        return new _Command(name);
      }
      /**
       * You can customise the help with a subclass of Help by overriding createHelp,
       * or by overriding Help properties using configureHelp().
       *
       * @return {Help}
       */
      createHelp() {
        return Object.assign(new Help2(), this.configureHelp());
      }
      /**
       * You can customise the help by overriding Help properties using configureHelp(),
       * or with a subclass of Help by overriding createHelp().
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureHelp(configuration) {
        if (configuration === void 0) return this._helpConfiguration;
        this._helpConfiguration = configuration;
        return this;
      }
      /**
       * The default output goes to stdout and stderr. You can customise this for special
       * applications. You can also customise the display of errors by overriding outputError.
       *
       * The configuration properties are all functions:
       *
       *     // change how output being written, defaults to stdout and stderr
       *     writeOut(str)
       *     writeErr(str)
       *     // change how output being written for errors, defaults to writeErr
       *     outputError(str, write) // used for displaying errors and not used for displaying help
       *     // specify width for wrapping help
       *     getOutHelpWidth()
       *     getErrHelpWidth()
       *     // color support, currently only used with Help
       *     getOutHasColors()
       *     getErrHasColors()
       *     stripColor() // used to remove ANSI escape codes if output does not have colors
       *
       * @param {object} [configuration] - configuration options
       * @return {(Command | object)} `this` command for chaining, or stored configuration
       */
      configureOutput(configuration) {
        if (configuration === void 0) return this._outputConfiguration;
        this._outputConfiguration = {
          ...this._outputConfiguration,
          ...configuration
        };
        return this;
      }
      /**
       * Display the help or a custom message after an error occurs.
       *
       * @param {(boolean|string)} [displayHelp]
       * @return {Command} `this` command for chaining
       */
      showHelpAfterError(displayHelp = true) {
        if (typeof displayHelp !== "string") displayHelp = !!displayHelp;
        this._showHelpAfterError = displayHelp;
        return this;
      }
      /**
       * Display suggestion of similar commands for unknown commands, or options for unknown options.
       *
       * @param {boolean} [displaySuggestion]
       * @return {Command} `this` command for chaining
       */
      showSuggestionAfterError(displaySuggestion = true) {
        this._showSuggestionAfterError = !!displaySuggestion;
        return this;
      }
      /**
       * Add a prepared subcommand.
       *
       * See .command() for creating an attached subcommand which inherits settings from its parent.
       *
       * @param {Command} cmd - new subcommand
       * @param {object} [opts] - configuration options
       * @return {Command} `this` command for chaining
       */
      addCommand(cmd, opts) {
        if (!cmd._name) {
          throw new Error(`Command passed to .addCommand() must have a name
- specify the name in Command constructor or using .name()`);
        }
        opts = opts || {};
        if (opts.isDefault) this._defaultCommandName = cmd._name;
        if (opts.noHelp || opts.hidden) cmd._hidden = true;
        this._registerCommand(cmd);
        cmd.parent = this;
        cmd._checkForBrokenPassThrough();
        return this;
      }
      /**
       * Factory routine to create a new unattached argument.
       *
       * See .argument() for creating an attached argument, which uses this routine to
       * create the argument. You can override createArgument to return a custom argument.
       *
       * @param {string} name
       * @param {string} [description]
       * @return {Argument} new argument
       */
      createArgument(name, description) {
        return new Argument2(name, description);
      }
      /**
       * Define argument syntax for command.
       *
       * The default is that the argument is required, and you can explicitly
       * indicate this with <> around the name. Put [] around the name for an optional argument.
       *
       * @example
       * program.argument('<input-file>');
       * program.argument('[output-file]');
       *
       * @param {string} name
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom argument processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      argument(name, description, parseArg, defaultValue) {
        const argument = this.createArgument(name, description);
        if (typeof parseArg === "function") {
          argument.default(defaultValue).argParser(parseArg);
        } else {
          argument.default(parseArg);
        }
        this.addArgument(argument);
        return this;
      }
      /**
       * Define argument syntax for command, adding multiple at once (without descriptions).
       *
       * See also .argument().
       *
       * @example
       * program.arguments('<cmd> [env]');
       *
       * @param {string} names
       * @return {Command} `this` command for chaining
       */
      arguments(names) {
        names.trim().split(/ +/).forEach((detail) => {
          this.argument(detail);
        });
        return this;
      }
      /**
       * Define argument syntax for command, adding a prepared argument.
       *
       * @param {Argument} argument
       * @return {Command} `this` command for chaining
       */
      addArgument(argument) {
        const previousArgument = this.registeredArguments.slice(-1)[0];
        if (previousArgument?.variadic) {
          throw new Error(
            `only the last argument can be variadic '${previousArgument.name()}'`
          );
        }
        if (argument.required && argument.defaultValue !== void 0 && argument.parseArg === void 0) {
          throw new Error(
            `a default value for a required argument is never used: '${argument.name()}'`
          );
        }
        this.registeredArguments.push(argument);
        return this;
      }
      /**
       * Customise or override default help command. By default a help command is automatically added if your command has subcommands.
       *
       * @example
       *    program.helpCommand('help [cmd]');
       *    program.helpCommand('help [cmd]', 'show help');
       *    program.helpCommand(false); // suppress default help command
       *    program.helpCommand(true); // add help command even if no subcommands
       *
       * @param {string|boolean} enableOrNameAndArgs - enable with custom name and/or arguments, or boolean to override whether added
       * @param {string} [description] - custom description
       * @return {Command} `this` command for chaining
       */
      helpCommand(enableOrNameAndArgs, description) {
        if (typeof enableOrNameAndArgs === "boolean") {
          this._addImplicitHelpCommand = enableOrNameAndArgs;
          if (enableOrNameAndArgs && this._defaultCommandGroup) {
            this._initCommandGroup(this._getHelpCommand());
          }
          return this;
        }
        const nameAndArgs = enableOrNameAndArgs ?? "help [command]";
        const [, helpName, helpArgs] = nameAndArgs.match(/([^ ]+) *(.*)/);
        const helpDescription = description ?? "display help for command";
        const helpCommand = this.createCommand(helpName);
        helpCommand.helpOption(false);
        if (helpArgs) helpCommand.arguments(helpArgs);
        if (helpDescription) helpCommand.description(helpDescription);
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        if (enableOrNameAndArgs || description) this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Add prepared custom help command.
       *
       * @param {(Command|string|boolean)} helpCommand - custom help command, or deprecated enableOrNameAndArgs as for `.helpCommand()`
       * @param {string} [deprecatedDescription] - deprecated custom description used with custom name only
       * @return {Command} `this` command for chaining
       */
      addHelpCommand(helpCommand, deprecatedDescription) {
        if (typeof helpCommand !== "object") {
          this.helpCommand(helpCommand, deprecatedDescription);
          return this;
        }
        this._addImplicitHelpCommand = true;
        this._helpCommand = helpCommand;
        this._initCommandGroup(helpCommand);
        return this;
      }
      /**
       * Lazy create help command.
       *
       * @return {(Command|null)}
       * @package
       */
      _getHelpCommand() {
        const hasImplicitHelpCommand = this._addImplicitHelpCommand ?? (this.commands.length && !this._actionHandler && !this._findCommand("help"));
        if (hasImplicitHelpCommand) {
          if (this._helpCommand === void 0) {
            this.helpCommand(void 0, void 0);
          }
          return this._helpCommand;
        }
        return null;
      }
      /**
       * Add hook for life cycle event.
       *
       * @param {string} event
       * @param {Function} listener
       * @return {Command} `this` command for chaining
       */
      hook(event, listener) {
        const allowedValues = ["preSubcommand", "preAction", "postAction"];
        if (!allowedValues.includes(event)) {
          throw new Error(`Unexpected value for event passed to hook : '${event}'.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        if (this._lifeCycleHooks[event]) {
          this._lifeCycleHooks[event].push(listener);
        } else {
          this._lifeCycleHooks[event] = [listener];
        }
        return this;
      }
      /**
       * Register callback to use as replacement for calling process.exit.
       *
       * @param {Function} [fn] optional callback which will be passed a CommanderError, defaults to throwing
       * @return {Command} `this` command for chaining
       */
      exitOverride(fn) {
        if (fn) {
          this._exitCallback = fn;
        } else {
          this._exitCallback = (err) => {
            if (err.code !== "commander.executeSubCommandAsync") {
              throw err;
            } else {
            }
          };
        }
        return this;
      }
      /**
       * Call process.exit, and _exitCallback if defined.
       *
       * @param {number} exitCode exit code for using with process.exit
       * @param {string} code an id string representing the error
       * @param {string} message human-readable description of the error
       * @return never
       * @private
       */
      _exit(exitCode, code2, message) {
        if (this._exitCallback) {
          this._exitCallback(new CommanderError2(exitCode, code2, message));
        }
        process2.exit(exitCode);
      }
      /**
       * Register callback `fn` for the command.
       *
       * @example
       * program
       *   .command('serve')
       *   .description('start service')
       *   .action(function() {
       *      // do work here
       *   });
       *
       * @param {Function} fn
       * @return {Command} `this` command for chaining
       */
      action(fn) {
        const listener = /* @__PURE__ */ __name((args) => {
          const expectedArgsCount = this.registeredArguments.length;
          const actionArgs = args.slice(0, expectedArgsCount);
          if (this._storeOptionsAsProperties) {
            actionArgs[expectedArgsCount] = this;
          } else {
            actionArgs[expectedArgsCount] = this.opts();
          }
          actionArgs.push(this);
          return fn.apply(this, actionArgs);
        }, "listener");
        this._actionHandler = listener;
        return this;
      }
      /**
       * Factory routine to create a new unattached option.
       *
       * See .option() for creating an attached option, which uses this routine to
       * create the option. You can override createOption to return a custom option.
       *
       * @param {string} flags
       * @param {string} [description]
       * @return {Option} new option
       */
      createOption(flags, description) {
        return new Option2(flags, description);
      }
      /**
       * Wrap parseArgs to catch 'commander.invalidArgument'.
       *
       * @param {(Option | Argument)} target
       * @param {string} value
       * @param {*} previous
       * @param {string} invalidArgumentMessage
       * @private
       */
      _callParseArg(target, value, previous, invalidArgumentMessage) {
        try {
          return target.parseArg(value, previous);
        } catch (err) {
          if (err.code === "commander.invalidArgument") {
            const message = `${invalidArgumentMessage} ${err.message}`;
            this.error(message, { exitCode: err.exitCode, code: err.code });
          }
          throw err;
        }
      }
      /**
       * Check for option flag conflicts.
       * Register option if no conflicts found, or throw on conflict.
       *
       * @param {Option} option
       * @private
       */
      _registerOption(option) {
        const matchingOption = option.short && this._findOption(option.short) || option.long && this._findOption(option.long);
        if (matchingOption) {
          const matchingFlag = option.long && this._findOption(option.long) ? option.long : option.short;
          throw new Error(`Cannot add option '${option.flags}'${this._name && ` to command '${this._name}'`} due to conflicting flag '${matchingFlag}'
-  already used by option '${matchingOption.flags}'`);
        }
        this._initOptionGroup(option);
        this.options.push(option);
      }
      /**
       * Check for command name and alias conflicts with existing commands.
       * Register command if no conflicts found, or throw on conflict.
       *
       * @param {Command} command
       * @private
       */
      _registerCommand(command) {
        const knownBy = /* @__PURE__ */ __name((cmd) => {
          return [cmd.name()].concat(cmd.aliases());
        }, "knownBy");
        const alreadyUsed = knownBy(command).find(
          (name) => this._findCommand(name)
        );
        if (alreadyUsed) {
          const existingCmd = knownBy(this._findCommand(alreadyUsed)).join("|");
          const newCmd = knownBy(command).join("|");
          throw new Error(
            `cannot add command '${newCmd}' as already have command '${existingCmd}'`
          );
        }
        this._initCommandGroup(command);
        this.commands.push(command);
      }
      /**
       * Add an option.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addOption(option) {
        this._registerOption(option);
        const oname = option.name();
        const name = option.attributeName();
        if (option.negate) {
          const positiveLongFlag = option.long.replace(/^--no-/, "--");
          if (!this._findOption(positiveLongFlag)) {
            this.setOptionValueWithSource(
              name,
              option.defaultValue === void 0 ? true : option.defaultValue,
              "default"
            );
          }
        } else if (option.defaultValue !== void 0) {
          this.setOptionValueWithSource(name, option.defaultValue, "default");
        }
        const handleOptionValue = /* @__PURE__ */ __name((val, invalidValueMessage, valueSource) => {
          if (val == null && option.presetArg !== void 0) {
            val = option.presetArg;
          }
          const oldValue = this.getOptionValue(name);
          if (val !== null && option.parseArg) {
            val = this._callParseArg(option, val, oldValue, invalidValueMessage);
          } else if (val !== null && option.variadic) {
            val = option._collectValue(val, oldValue);
          }
          if (val == null) {
            if (option.negate) {
              val = false;
            } else if (option.isBoolean() || option.optional) {
              val = true;
            } else {
              val = "";
            }
          }
          this.setOptionValueWithSource(name, val, valueSource);
        }, "handleOptionValue");
        this.on("option:" + oname, (val) => {
          const invalidValueMessage = `error: option '${option.flags}' argument '${val}' is invalid.`;
          handleOptionValue(val, invalidValueMessage, "cli");
        });
        if (option.envVar) {
          this.on("optionEnv:" + oname, (val) => {
            const invalidValueMessage = `error: option '${option.flags}' value '${val}' from env '${option.envVar}' is invalid.`;
            handleOptionValue(val, invalidValueMessage, "env");
          });
        }
        return this;
      }
      /**
       * Internal implementation shared by .option() and .requiredOption()
       *
       * @return {Command} `this` command for chaining
       * @private
       */
      _optionEx(config, flags, description, fn, defaultValue) {
        if (typeof flags === "object" && flags instanceof Option2) {
          throw new Error(
            "To add an Option object use addOption() instead of option() or requiredOption()"
          );
        }
        const option = this.createOption(flags, description);
        option.makeOptionMandatory(!!config.mandatory);
        if (typeof fn === "function") {
          option.default(defaultValue).argParser(fn);
        } else if (fn instanceof RegExp) {
          const regex = fn;
          fn = /* @__PURE__ */ __name((val, def) => {
            const m = regex.exec(val);
            return m ? m[0] : def;
          }, "fn");
          option.default(defaultValue).argParser(fn);
        } else {
          option.default(fn);
        }
        return this.addOption(option);
      }
      /**
       * Define option with `flags`, `description`, and optional argument parsing function or `defaultValue` or both.
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space. A required
       * option-argument is indicated by `<>` and an optional option-argument by `[]`.
       *
       * See the README for more details, and see also addOption() and requiredOption().
       *
       * @example
       * program
       *     .option('-p, --pepper', 'add pepper')
       *     .option('--pt, --pizza-type <TYPE>', 'type of pizza') // required option-argument
       *     .option('-c, --cheese [CHEESE]', 'add extra cheese', 'mozzarella') // optional option-argument with default
       *     .option('-t, --tip <VALUE>', 'add tip to purchase cost', parseFloat) // custom parse function
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      option(flags, description, parseArg, defaultValue) {
        return this._optionEx({}, flags, description, parseArg, defaultValue);
      }
      /**
       * Add a required option which must have a value after parsing. This usually means
       * the option must be specified on the command line. (Otherwise the same as .option().)
       *
       * The `flags` string contains the short and/or long flags, separated by comma, a pipe or space.
       *
       * @param {string} flags
       * @param {string} [description]
       * @param {(Function|*)} [parseArg] - custom option processing function or default value
       * @param {*} [defaultValue]
       * @return {Command} `this` command for chaining
       */
      requiredOption(flags, description, parseArg, defaultValue) {
        return this._optionEx(
          { mandatory: true },
          flags,
          description,
          parseArg,
          defaultValue
        );
      }
      /**
       * Alter parsing of short flags with optional values.
       *
       * @example
       * // for `.option('-f,--flag [value]'):
       * program.combineFlagAndOptionalValue(true);  // `-f80` is treated like `--flag=80`, this is the default behaviour
       * program.combineFlagAndOptionalValue(false) // `-fb` is treated like `-f -b`
       *
       * @param {boolean} [combine] - if `true` or omitted, an optional value can be specified directly after the flag.
       * @return {Command} `this` command for chaining
       */
      combineFlagAndOptionalValue(combine2 = true) {
        this._combineFlagAndOptionalValue = !!combine2;
        return this;
      }
      /**
       * Allow unknown options on the command line.
       *
       * @param {boolean} [allowUnknown] - if `true` or omitted, no error will be thrown for unknown options.
       * @return {Command} `this` command for chaining
       */
      allowUnknownOption(allowUnknown = true) {
        this._allowUnknownOption = !!allowUnknown;
        return this;
      }
      /**
       * Allow excess command-arguments on the command line. Pass false to make excess arguments an error.
       *
       * @param {boolean} [allowExcess] - if `true` or omitted, no error will be thrown for excess arguments.
       * @return {Command} `this` command for chaining
       */
      allowExcessArguments(allowExcess = true) {
        this._allowExcessArguments = !!allowExcess;
        return this;
      }
      /**
       * Enable positional options. Positional means global options are specified before subcommands which lets
       * subcommands reuse the same option names, and also enables subcommands to turn on passThroughOptions.
       * The default behaviour is non-positional and global options may appear anywhere on the command line.
       *
       * @param {boolean} [positional]
       * @return {Command} `this` command for chaining
       */
      enablePositionalOptions(positional = true) {
        this._enablePositionalOptions = !!positional;
        return this;
      }
      /**
       * Pass through options that come after command-arguments rather than treat them as command-options,
       * so actual command-options come before command-arguments. Turning this on for a subcommand requires
       * positional options to have been enabled on the program (parent commands).
       * The default behaviour is non-positional and options may appear before or after command-arguments.
       *
       * @param {boolean} [passThrough] for unknown options.
       * @return {Command} `this` command for chaining
       */
      passThroughOptions(passThrough = true) {
        this._passThroughOptions = !!passThrough;
        this._checkForBrokenPassThrough();
        return this;
      }
      /**
       * @private
       */
      _checkForBrokenPassThrough() {
        if (this.parent && this._passThroughOptions && !this.parent._enablePositionalOptions) {
          throw new Error(
            `passThroughOptions cannot be used for '${this._name}' without turning on enablePositionalOptions for parent command(s)`
          );
        }
      }
      /**
       * Whether to store option values as properties on command object,
       * or store separately (specify false). In both cases the option values can be accessed using .opts().
       *
       * @param {boolean} [storeAsProperties=true]
       * @return {Command} `this` command for chaining
       */
      storeOptionsAsProperties(storeAsProperties = true) {
        if (this.options.length) {
          throw new Error("call .storeOptionsAsProperties() before adding options");
        }
        if (Object.keys(this._optionValues).length) {
          throw new Error(
            "call .storeOptionsAsProperties() before setting option values"
          );
        }
        this._storeOptionsAsProperties = !!storeAsProperties;
        return this;
      }
      /**
       * Retrieve option value.
       *
       * @param {string} key
       * @return {object} value
       */
      getOptionValue(key) {
        if (this._storeOptionsAsProperties) {
          return this[key];
        }
        return this._optionValues[key];
      }
      /**
       * Store option value.
       *
       * @param {string} key
       * @param {object} value
       * @return {Command} `this` command for chaining
       */
      setOptionValue(key, value) {
        return this.setOptionValueWithSource(key, value, void 0);
      }
      /**
       * Store option value and where the value came from.
       *
       * @param {string} key
       * @param {object} value
       * @param {string} source - expected values are default/config/env/cli/implied
       * @return {Command} `this` command for chaining
       */
      setOptionValueWithSource(key, value, source) {
        if (this._storeOptionsAsProperties) {
          this[key] = value;
        } else {
          this._optionValues[key] = value;
        }
        this._optionValueSources[key] = source;
        return this;
      }
      /**
       * Get source of option value.
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSource(key) {
        return this._optionValueSources[key];
      }
      /**
       * Get source of option value. See also .optsWithGlobals().
       * Expected values are default | config | env | cli | implied
       *
       * @param {string} key
       * @return {string}
       */
      getOptionValueSourceWithGlobals(key) {
        let source;
        this._getCommandAndAncestors().forEach((cmd) => {
          if (cmd.getOptionValueSource(key) !== void 0) {
            source = cmd.getOptionValueSource(key);
          }
        });
        return source;
      }
      /**
       * Get user arguments from implied or explicit arguments.
       * Side-effects: set _scriptPath if args included script. Used for default program name, and subcommand searches.
       *
       * @private
       */
      _prepareUserArgs(argv, parseOptions) {
        if (argv !== void 0 && !Array.isArray(argv)) {
          throw new Error("first parameter to parse must be array or undefined");
        }
        parseOptions = parseOptions || {};
        if (argv === void 0 && parseOptions.from === void 0) {
          if (process2.versions?.electron) {
            parseOptions.from = "electron";
          }
          const execArgv = process2.execArgv ?? [];
          if (execArgv.includes("-e") || execArgv.includes("--eval") || execArgv.includes("-p") || execArgv.includes("--print")) {
            parseOptions.from = "eval";
          }
        }
        if (argv === void 0) {
          argv = process2.argv;
        }
        this.rawArgs = argv.slice();
        let userArgs;
        switch (parseOptions.from) {
          case void 0:
          case "node":
            this._scriptPath = argv[1];
            userArgs = argv.slice(2);
            break;
          case "electron":
            if (process2.defaultApp) {
              this._scriptPath = argv[1];
              userArgs = argv.slice(2);
            } else {
              userArgs = argv.slice(1);
            }
            break;
          case "user":
            userArgs = argv.slice(0);
            break;
          case "eval":
            userArgs = argv.slice(1);
            break;
          default:
            throw new Error(
              `unexpected parse option { from: '${parseOptions.from}' }`
            );
        }
        if (!this._name && this._scriptPath)
          this.nameFromFilename(this._scriptPath);
        this._name = this._name || "program";
        return userArgs;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Use parseAsync instead of parse if any of your action handlers are async.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * program.parse(); // parse process.argv and auto-detect electron and special node flags
       * program.parse(process.argv); // assume argv[0] is app and argv[1] is script
       * program.parse(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv] - optional, defaults to process.argv
       * @param {object} [parseOptions] - optionally specify style of options with from: node/user/electron
       * @param {string} [parseOptions.from] - where the args are from: 'node', 'user', 'electron'
       * @return {Command} `this` command for chaining
       */
      parse(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        this._parseCommand([], userArgs);
        return this;
      }
      /**
       * Parse `argv`, setting options and invoking commands when defined.
       *
       * Call with no parameters to parse `process.argv`. Detects Electron and special node options like `node --eval`. Easy mode!
       *
       * Or call with an array of strings to parse, and optionally where the user arguments start by specifying where the arguments are `from`:
       * - `'node'`: default, `argv[0]` is the application and `argv[1]` is the script being run, with user arguments after that
       * - `'electron'`: `argv[0]` is the application and `argv[1]` varies depending on whether the electron application is packaged
       * - `'user'`: just user arguments
       *
       * @example
       * await program.parseAsync(); // parse process.argv and auto-detect electron and special node flags
       * await program.parseAsync(process.argv); // assume argv[0] is app and argv[1] is script
       * await program.parseAsync(my-args, { from: 'user' }); // just user supplied arguments, nothing special about argv[0]
       *
       * @param {string[]} [argv]
       * @param {object} [parseOptions]
       * @param {string} parseOptions.from - where the args are from: 'node', 'user', 'electron'
       * @return {Promise}
       */
      async parseAsync(argv, parseOptions) {
        this._prepareForParse();
        const userArgs = this._prepareUserArgs(argv, parseOptions);
        await this._parseCommand([], userArgs);
        return this;
      }
      _prepareForParse() {
        if (this._savedState === null) {
          this.saveStateBeforeParse();
        } else {
          this.restoreStateBeforeParse();
        }
      }
      /**
       * Called the first time parse is called to save state and allow a restore before subsequent calls to parse.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state saved.
       */
      saveStateBeforeParse() {
        this._savedState = {
          // name is stable if supplied by author, but may be unspecified for root command and deduced during parsing
          _name: this._name,
          // option values before parse have default values (including false for negated options)
          // shallow clones
          _optionValues: { ...this._optionValues },
          _optionValueSources: { ...this._optionValueSources }
        };
      }
      /**
       * Restore state before parse for calls after the first.
       * Not usually called directly, but available for subclasses to save their custom state.
       *
       * This is called in a lazy way. Only commands used in parsing chain will have state restored.
       */
      restoreStateBeforeParse() {
        if (this._storeOptionsAsProperties)
          throw new Error(`Can not call parse again when storeOptionsAsProperties is true.
- either make a new Command for each call to parse, or stop storing options as properties`);
        this._name = this._savedState._name;
        this._scriptPath = null;
        this.rawArgs = [];
        this._optionValues = { ...this._savedState._optionValues };
        this._optionValueSources = { ...this._savedState._optionValueSources };
        this.args = [];
        this.processedArgs = [];
      }
      /**
       * Throw if expected executable is missing. Add lots of help for author.
       *
       * @param {string} executableFile
       * @param {string} executableDir
       * @param {string} subcommandName
       */
      _checkForMissingExecutable(executableFile, executableDir, subcommandName) {
        if (fs.existsSync(executableFile)) return;
        const executableDirMessage = executableDir ? `searched for local subcommand relative to directory '${executableDir}'` : "no directory for search for local subcommand, use .executableDir() to supply a custom directory";
        const executableMissing = `'${executableFile}' does not exist
 - if '${subcommandName}' is not meant to be an executable command, remove description parameter from '.command()' and use '.description()' instead
 - if the default executable name is not suitable, use the executableFile option to supply a custom name or path
 - ${executableDirMessage}`;
        throw new Error(executableMissing);
      }
      /**
       * Execute a sub-command executable.
       *
       * @private
       */
      _executeSubCommand(subcommand, args) {
        args = args.slice();
        let launchWithNode = false;
        const sourceExt = [".js", ".ts", ".tsx", ".mjs", ".cjs"];
        function findFile(baseDir, baseName) {
          const localBin = path4.resolve(baseDir, baseName);
          if (fs.existsSync(localBin)) return localBin;
          if (sourceExt.includes(path4.extname(baseName))) return void 0;
          const foundExt = sourceExt.find(
            (ext) => fs.existsSync(`${localBin}${ext}`)
          );
          if (foundExt) return `${localBin}${foundExt}`;
          return void 0;
        }
        __name(findFile, "findFile");
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        let executableFile = subcommand._executableFile || `${this._name}-${subcommand._name}`;
        let executableDir = this._executableDir || "";
        if (this._scriptPath) {
          let resolvedScriptPath;
          try {
            resolvedScriptPath = fs.realpathSync(this._scriptPath);
          } catch {
            resolvedScriptPath = this._scriptPath;
          }
          executableDir = path4.resolve(
            path4.dirname(resolvedScriptPath),
            executableDir
          );
        }
        if (executableDir) {
          let localFile = findFile(executableDir, executableFile);
          if (!localFile && !subcommand._executableFile && this._scriptPath) {
            const legacyName = path4.basename(
              this._scriptPath,
              path4.extname(this._scriptPath)
            );
            if (legacyName !== this._name) {
              localFile = findFile(
                executableDir,
                `${legacyName}-${subcommand._name}`
              );
            }
          }
          executableFile = localFile || executableFile;
        }
        launchWithNode = sourceExt.includes(path4.extname(executableFile));
        let proc;
        if (process2.platform !== "win32") {
          if (launchWithNode) {
            args.unshift(executableFile);
            args = incrementNodeInspectorPort(process2.execArgv).concat(args);
            proc = childProcess.spawn(process2.argv[0], args, { stdio: "inherit" });
          } else {
            proc = childProcess.spawn(executableFile, args, { stdio: "inherit" });
          }
        } else {
          this._checkForMissingExecutable(
            executableFile,
            executableDir,
            subcommand._name
          );
          args.unshift(executableFile);
          args = incrementNodeInspectorPort(process2.execArgv).concat(args);
          proc = childProcess.spawn(process2.execPath, args, { stdio: "inherit" });
        }
        if (!proc.killed) {
          const signals = ["SIGUSR1", "SIGUSR2", "SIGTERM", "SIGINT", "SIGHUP"];
          signals.forEach((signal) => {
            process2.on(signal, () => {
              if (proc.killed === false && proc.exitCode === null) {
                proc.kill(signal);
              }
            });
          });
        }
        const exitCallback = this._exitCallback;
        proc.on("close", (code2) => {
          code2 = code2 ?? 1;
          if (!exitCallback) {
            process2.exit(code2);
          } else {
            exitCallback(
              new CommanderError2(
                code2,
                "commander.executeSubCommandAsync",
                "(close)"
              )
            );
          }
        });
        proc.on("error", (err) => {
          if (err.code === "ENOENT") {
            this._checkForMissingExecutable(
              executableFile,
              executableDir,
              subcommand._name
            );
          } else if (err.code === "EACCES") {
            throw new Error(`'${executableFile}' not executable`);
          }
          if (!exitCallback) {
            process2.exit(1);
          } else {
            const wrappedError = new CommanderError2(
              1,
              "commander.executeSubCommandAsync",
              "(error)"
            );
            wrappedError.nestedError = err;
            exitCallback(wrappedError);
          }
        });
        this.runningCommand = proc;
      }
      /**
       * @private
       */
      _dispatchSubcommand(commandName, operands, unknown) {
        const subCommand = this._findCommand(commandName);
        if (!subCommand) this.help({ error: true });
        subCommand._prepareForParse();
        let promiseChain;
        promiseChain = this._chainOrCallSubCommandHook(
          promiseChain,
          subCommand,
          "preSubcommand"
        );
        promiseChain = this._chainOrCall(promiseChain, () => {
          if (subCommand._executableHandler) {
            this._executeSubCommand(subCommand, operands.concat(unknown));
          } else {
            return subCommand._parseCommand(operands, unknown);
          }
        });
        return promiseChain;
      }
      /**
       * Invoke help directly if possible, or dispatch if necessary.
       * e.g. help foo
       *
       * @private
       */
      _dispatchHelpCommand(subcommandName) {
        if (!subcommandName) {
          this.help();
        }
        const subCommand = this._findCommand(subcommandName);
        if (subCommand && !subCommand._executableHandler) {
          subCommand.help();
        }
        return this._dispatchSubcommand(
          subcommandName,
          [],
          [this._getHelpOption()?.long ?? this._getHelpOption()?.short ?? "--help"]
        );
      }
      /**
       * Check this.args against expected this.registeredArguments.
       *
       * @private
       */
      _checkNumberOfArguments() {
        this.registeredArguments.forEach((arg, i) => {
          if (arg.required && this.args[i] == null) {
            this.missingArgument(arg.name());
          }
        });
        if (this.registeredArguments.length > 0 && this.registeredArguments[this.registeredArguments.length - 1].variadic) {
          return;
        }
        if (this.args.length > this.registeredArguments.length) {
          this._excessArguments(this.args);
        }
      }
      /**
       * Process this.args using this.registeredArguments and save as this.processedArgs!
       *
       * @private
       */
      _processArguments() {
        const myParseArg = /* @__PURE__ */ __name((argument, value, previous) => {
          let parsedValue = value;
          if (value !== null && argument.parseArg) {
            const invalidValueMessage = `error: command-argument value '${value}' is invalid for argument '${argument.name()}'.`;
            parsedValue = this._callParseArg(
              argument,
              value,
              previous,
              invalidValueMessage
            );
          }
          return parsedValue;
        }, "myParseArg");
        this._checkNumberOfArguments();
        const processedArgs = [];
        this.registeredArguments.forEach((declaredArg, index) => {
          let value = declaredArg.defaultValue;
          if (declaredArg.variadic) {
            if (index < this.args.length) {
              value = this.args.slice(index);
              if (declaredArg.parseArg) {
                value = value.reduce((processed, v) => {
                  return myParseArg(declaredArg, v, processed);
                }, declaredArg.defaultValue);
              }
            } else if (value === void 0) {
              value = [];
            }
          } else if (index < this.args.length) {
            value = this.args[index];
            if (declaredArg.parseArg) {
              value = myParseArg(declaredArg, value, declaredArg.defaultValue);
            }
          }
          processedArgs[index] = value;
        });
        this.processedArgs = processedArgs;
      }
      /**
       * Once we have a promise we chain, but call synchronously until then.
       *
       * @param {(Promise|undefined)} promise
       * @param {Function} fn
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCall(promise, fn) {
        if (promise?.then && typeof promise.then === "function") {
          return promise.then(() => fn());
        }
        return fn();
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallHooks(promise, event) {
        let result = promise;
        const hooks = [];
        this._getCommandAndAncestors().reverse().filter((cmd) => cmd._lifeCycleHooks[event] !== void 0).forEach((hookedCommand) => {
          hookedCommand._lifeCycleHooks[event].forEach((callback) => {
            hooks.push({ hookedCommand, callback });
          });
        });
        if (event === "postAction") {
          hooks.reverse();
        }
        hooks.forEach((hookDetail) => {
          result = this._chainOrCall(result, () => {
            return hookDetail.callback(hookDetail.hookedCommand, this);
          });
        });
        return result;
      }
      /**
       *
       * @param {(Promise|undefined)} promise
       * @param {Command} subCommand
       * @param {string} event
       * @return {(Promise|undefined)}
       * @private
       */
      _chainOrCallSubCommandHook(promise, subCommand, event) {
        let result = promise;
        if (this._lifeCycleHooks[event] !== void 0) {
          this._lifeCycleHooks[event].forEach((hook) => {
            result = this._chainOrCall(result, () => {
              return hook(this, subCommand);
            });
          });
        }
        return result;
      }
      /**
       * Process arguments in context of this command.
       * Returns action result, in case it is a promise.
       *
       * @private
       */
      _parseCommand(operands, unknown) {
        const parsed = this.parseOptions(unknown);
        this._parseOptionsEnv();
        this._parseOptionsImplied();
        operands = operands.concat(parsed.operands);
        unknown = parsed.unknown;
        this.args = operands.concat(unknown);
        if (operands && this._findCommand(operands[0])) {
          return this._dispatchSubcommand(operands[0], operands.slice(1), unknown);
        }
        if (this._getHelpCommand() && operands[0] === this._getHelpCommand().name()) {
          return this._dispatchHelpCommand(operands[1]);
        }
        if (this._defaultCommandName) {
          this._outputHelpIfRequested(unknown);
          return this._dispatchSubcommand(
            this._defaultCommandName,
            operands,
            unknown
          );
        }
        if (this.commands.length && this.args.length === 0 && !this._actionHandler && !this._defaultCommandName) {
          this.help({ error: true });
        }
        this._outputHelpIfRequested(parsed.unknown);
        this._checkForMissingMandatoryOptions();
        this._checkForConflictingOptions();
        const checkForUnknownOptions = /* @__PURE__ */ __name(() => {
          if (parsed.unknown.length > 0) {
            this.unknownOption(parsed.unknown[0]);
          }
        }, "checkForUnknownOptions");
        const commandEvent = `command:${this.name()}`;
        if (this._actionHandler) {
          checkForUnknownOptions();
          this._processArguments();
          let promiseChain;
          promiseChain = this._chainOrCallHooks(promiseChain, "preAction");
          promiseChain = this._chainOrCall(
            promiseChain,
            () => this._actionHandler(this.processedArgs)
          );
          if (this.parent) {
            promiseChain = this._chainOrCall(promiseChain, () => {
              this.parent.emit(commandEvent, operands, unknown);
            });
          }
          promiseChain = this._chainOrCallHooks(promiseChain, "postAction");
          return promiseChain;
        }
        if (this.parent?.listenerCount(commandEvent)) {
          checkForUnknownOptions();
          this._processArguments();
          this.parent.emit(commandEvent, operands, unknown);
        } else if (operands.length) {
          if (this._findCommand("*")) {
            return this._dispatchSubcommand("*", operands, unknown);
          }
          if (this.listenerCount("command:*")) {
            this.emit("command:*", operands, unknown);
          } else if (this.commands.length) {
            this.unknownCommand();
          } else {
            checkForUnknownOptions();
            this._processArguments();
          }
        } else if (this.commands.length) {
          checkForUnknownOptions();
          this.help({ error: true });
        } else {
          checkForUnknownOptions();
          this._processArguments();
        }
      }
      /**
       * Find matching command.
       *
       * @private
       * @return {Command | undefined}
       */
      _findCommand(name) {
        if (!name) return void 0;
        return this.commands.find(
          (cmd) => cmd._name === name || cmd._aliases.includes(name)
        );
      }
      /**
       * Return an option matching `arg` if any.
       *
       * @param {string} arg
       * @return {Option}
       * @package
       */
      _findOption(arg) {
        return this.options.find((option) => option.is(arg));
      }
      /**
       * Display an error message if a mandatory option does not have a value.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForMissingMandatoryOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd.options.forEach((anOption) => {
            if (anOption.mandatory && cmd.getOptionValue(anOption.attributeName()) === void 0) {
              cmd.missingMandatoryOptionValue(anOption);
            }
          });
        });
      }
      /**
       * Display an error message if conflicting options are used together in this.
       *
       * @private
       */
      _checkForConflictingLocalOptions() {
        const definedNonDefaultOptions = this.options.filter((option) => {
          const optionKey = option.attributeName();
          if (this.getOptionValue(optionKey) === void 0) {
            return false;
          }
          return this.getOptionValueSource(optionKey) !== "default";
        });
        const optionsWithConflicting = definedNonDefaultOptions.filter(
          (option) => option.conflictsWith.length > 0
        );
        optionsWithConflicting.forEach((option) => {
          const conflictingAndDefined = definedNonDefaultOptions.find(
            (defined) => option.conflictsWith.includes(defined.attributeName())
          );
          if (conflictingAndDefined) {
            this._conflictingOption(option, conflictingAndDefined);
          }
        });
      }
      /**
       * Display an error message if conflicting options are used together.
       * Called after checking for help flags in leaf subcommand.
       *
       * @private
       */
      _checkForConflictingOptions() {
        this._getCommandAndAncestors().forEach((cmd) => {
          cmd._checkForConflictingLocalOptions();
        });
      }
      /**
       * Parse options from `argv` removing known options,
       * and return argv split into operands and unknown arguments.
       *
       * Side effects: modifies command by storing options. Does not reset state if called again.
       *
       * Examples:
       *
       *     argv => operands, unknown
       *     --known kkk op => [op], []
       *     op --known kkk => [op], []
       *     sub --unknown uuu op => [sub], [--unknown uuu op]
       *     sub -- --unknown uuu op => [sub --unknown uuu op], []
       *
       * @param {string[]} args
       * @return {{operands: string[], unknown: string[]}}
       */
      parseOptions(args) {
        const operands = [];
        const unknown = [];
        let dest = operands;
        function maybeOption(arg) {
          return arg.length > 1 && arg[0] === "-";
        }
        __name(maybeOption, "maybeOption");
        const negativeNumberArg = /* @__PURE__ */ __name((arg) => {
          if (!/^-(\d+|\d*\.\d+)(e[+-]?\d+)?$/.test(arg)) return false;
          return !this._getCommandAndAncestors().some(
            (cmd) => cmd.options.map((opt) => opt.short).some((short) => /^-\d$/.test(short))
          );
        }, "negativeNumberArg");
        let activeVariadicOption = null;
        let activeGroup = null;
        let i = 0;
        while (i < args.length || activeGroup) {
          const arg = activeGroup ?? args[i++];
          activeGroup = null;
          if (arg === "--") {
            if (dest === unknown) dest.push(arg);
            dest.push(...args.slice(i));
            break;
          }
          if (activeVariadicOption && (!maybeOption(arg) || negativeNumberArg(arg))) {
            this.emit(`option:${activeVariadicOption.name()}`, arg);
            continue;
          }
          activeVariadicOption = null;
          if (maybeOption(arg)) {
            const option = this._findOption(arg);
            if (option) {
              if (option.required) {
                const value = args[i++];
                if (value === void 0) this.optionMissingArgument(option);
                this.emit(`option:${option.name()}`, value);
              } else if (option.optional) {
                let value = null;
                if (i < args.length && (!maybeOption(args[i]) || negativeNumberArg(args[i]))) {
                  value = args[i++];
                }
                this.emit(`option:${option.name()}`, value);
              } else {
                this.emit(`option:${option.name()}`);
              }
              activeVariadicOption = option.variadic ? option : null;
              continue;
            }
          }
          if (arg.length > 2 && arg[0] === "-" && arg[1] !== "-") {
            const option = this._findOption(`-${arg[1]}`);
            if (option) {
              if (option.required || option.optional && this._combineFlagAndOptionalValue) {
                this.emit(`option:${option.name()}`, arg.slice(2));
              } else {
                this.emit(`option:${option.name()}`);
                activeGroup = `-${arg.slice(2)}`;
              }
              continue;
            }
          }
          if (/^--[^=]+=/.test(arg)) {
            const index = arg.indexOf("=");
            const option = this._findOption(arg.slice(0, index));
            if (option && (option.required || option.optional)) {
              this.emit(`option:${option.name()}`, arg.slice(index + 1));
              continue;
            }
          }
          if (dest === operands && maybeOption(arg) && !(this.commands.length === 0 && negativeNumberArg(arg))) {
            dest = unknown;
          }
          if ((this._enablePositionalOptions || this._passThroughOptions) && operands.length === 0 && unknown.length === 0) {
            if (this._findCommand(arg)) {
              operands.push(arg);
              unknown.push(...args.slice(i));
              break;
            } else if (this._getHelpCommand() && arg === this._getHelpCommand().name()) {
              operands.push(arg, ...args.slice(i));
              break;
            } else if (this._defaultCommandName) {
              unknown.push(arg, ...args.slice(i));
              break;
            }
          }
          if (this._passThroughOptions) {
            dest.push(arg, ...args.slice(i));
            break;
          }
          dest.push(arg);
        }
        return { operands, unknown };
      }
      /**
       * Return an object containing local option values as key-value pairs.
       *
       * @return {object}
       */
      opts() {
        if (this._storeOptionsAsProperties) {
          const result = {};
          const len = this.options.length;
          for (let i = 0; i < len; i++) {
            const key = this.options[i].attributeName();
            result[key] = key === this._versionOptionName ? this._version : this[key];
          }
          return result;
        }
        return this._optionValues;
      }
      /**
       * Return an object containing merged local and global option values as key-value pairs.
       *
       * @return {object}
       */
      optsWithGlobals() {
        return this._getCommandAndAncestors().reduce(
          (combinedOptions, cmd) => Object.assign(combinedOptions, cmd.opts()),
          {}
        );
      }
      /**
       * Display error message and exit (or call exitOverride).
       *
       * @param {string} message
       * @param {object} [errorOptions]
       * @param {string} [errorOptions.code] - an id string representing the error
       * @param {number} [errorOptions.exitCode] - used with process.exit
       */
      error(message, errorOptions) {
        this._outputConfiguration.outputError(
          `${message}
`,
          this._outputConfiguration.writeErr
        );
        if (typeof this._showHelpAfterError === "string") {
          this._outputConfiguration.writeErr(`${this._showHelpAfterError}
`);
        } else if (this._showHelpAfterError) {
          this._outputConfiguration.writeErr("\n");
          this.outputHelp({ error: true });
        }
        const config = errorOptions || {};
        const exitCode = config.exitCode || 1;
        const code2 = config.code || "commander.error";
        this._exit(exitCode, code2, message);
      }
      /**
       * Apply any option related environment variables, if option does
       * not have a value from cli or client code.
       *
       * @private
       */
      _parseOptionsEnv() {
        this.options.forEach((option) => {
          if (option.envVar && option.envVar in process2.env) {
            const optionKey = option.attributeName();
            if (this.getOptionValue(optionKey) === void 0 || ["default", "config", "env"].includes(
              this.getOptionValueSource(optionKey)
            )) {
              if (option.required || option.optional) {
                this.emit(`optionEnv:${option.name()}`, process2.env[option.envVar]);
              } else {
                this.emit(`optionEnv:${option.name()}`);
              }
            }
          }
        });
      }
      /**
       * Apply any implied option values, if option is undefined or default value.
       *
       * @private
       */
      _parseOptionsImplied() {
        const dualHelper = new DualOptions(this.options);
        const hasCustomOptionValue = /* @__PURE__ */ __name((optionKey) => {
          return this.getOptionValue(optionKey) !== void 0 && !["default", "implied"].includes(this.getOptionValueSource(optionKey));
        }, "hasCustomOptionValue");
        this.options.filter(
          (option) => option.implied !== void 0 && hasCustomOptionValue(option.attributeName()) && dualHelper.valueFromOption(
            this.getOptionValue(option.attributeName()),
            option
          )
        ).forEach((option) => {
          Object.keys(option.implied).filter((impliedKey) => !hasCustomOptionValue(impliedKey)).forEach((impliedKey) => {
            this.setOptionValueWithSource(
              impliedKey,
              option.implied[impliedKey],
              "implied"
            );
          });
        });
      }
      /**
       * Argument `name` is missing.
       *
       * @param {string} name
       * @private
       */
      missingArgument(name) {
        const message = `error: missing required argument '${name}'`;
        this.error(message, { code: "commander.missingArgument" });
      }
      /**
       * `Option` is missing an argument.
       *
       * @param {Option} option
       * @private
       */
      optionMissingArgument(option) {
        const message = `error: option '${option.flags}' argument missing`;
        this.error(message, { code: "commander.optionMissingArgument" });
      }
      /**
       * `Option` does not have a value, and is a mandatory option.
       *
       * @param {Option} option
       * @private
       */
      missingMandatoryOptionValue(option) {
        const message = `error: required option '${option.flags}' not specified`;
        this.error(message, { code: "commander.missingMandatoryOptionValue" });
      }
      /**
       * `Option` conflicts with another option.
       *
       * @param {Option} option
       * @param {Option} conflictingOption
       * @private
       */
      _conflictingOption(option, conflictingOption) {
        const findBestOptionFromValue = /* @__PURE__ */ __name((option2) => {
          const optionKey = option2.attributeName();
          const optionValue = this.getOptionValue(optionKey);
          const negativeOption = this.options.find(
            (target) => target.negate && optionKey === target.attributeName()
          );
          const positiveOption = this.options.find(
            (target) => !target.negate && optionKey === target.attributeName()
          );
          if (negativeOption && (negativeOption.presetArg === void 0 && optionValue === false || negativeOption.presetArg !== void 0 && optionValue === negativeOption.presetArg)) {
            return negativeOption;
          }
          return positiveOption || option2;
        }, "findBestOptionFromValue");
        const getErrorMessage = /* @__PURE__ */ __name((option2) => {
          const bestOption = findBestOptionFromValue(option2);
          const optionKey = bestOption.attributeName();
          const source = this.getOptionValueSource(optionKey);
          if (source === "env") {
            return `environment variable '${bestOption.envVar}'`;
          }
          return `option '${bestOption.flags}'`;
        }, "getErrorMessage");
        const message = `error: ${getErrorMessage(option)} cannot be used with ${getErrorMessage(conflictingOption)}`;
        this.error(message, { code: "commander.conflictingOption" });
      }
      /**
       * Unknown option `flag`.
       *
       * @param {string} flag
       * @private
       */
      unknownOption(flag) {
        if (this._allowUnknownOption) return;
        let suggestion = "";
        if (flag.startsWith("--") && this._showSuggestionAfterError) {
          let candidateFlags = [];
          let command = this;
          do {
            const moreFlags = command.createHelp().visibleOptions(command).filter((option) => option.long).map((option) => option.long);
            candidateFlags = candidateFlags.concat(moreFlags);
            command = command.parent;
          } while (command && !command._enablePositionalOptions);
          suggestion = suggestSimilar(flag, candidateFlags);
        }
        const message = `error: unknown option '${flag}'${suggestion}`;
        this.error(message, { code: "commander.unknownOption" });
      }
      /**
       * Excess arguments, more than expected.
       *
       * @param {string[]} receivedArgs
       * @private
       */
      _excessArguments(receivedArgs) {
        if (this._allowExcessArguments) return;
        const expected = this.registeredArguments.length;
        const s = expected === 1 ? "" : "s";
        const forSubcommand = this.parent ? ` for '${this.name()}'` : "";
        const message = `error: too many arguments${forSubcommand}. Expected ${expected} argument${s} but got ${receivedArgs.length}.`;
        this.error(message, { code: "commander.excessArguments" });
      }
      /**
       * Unknown command.
       *
       * @private
       */
      unknownCommand() {
        const unknownName = this.args[0];
        let suggestion = "";
        if (this._showSuggestionAfterError) {
          const candidateNames = [];
          this.createHelp().visibleCommands(this).forEach((command) => {
            candidateNames.push(command.name());
            if (command.alias()) candidateNames.push(command.alias());
          });
          suggestion = suggestSimilar(unknownName, candidateNames);
        }
        const message = `error: unknown command '${unknownName}'${suggestion}`;
        this.error(message, { code: "commander.unknownCommand" });
      }
      /**
       * Get or set the program version.
       *
       * This method auto-registers the "-V, --version" option which will print the version number.
       *
       * You can optionally supply the flags and description to override the defaults.
       *
       * @param {string} [str]
       * @param {string} [flags]
       * @param {string} [description]
       * @return {(this | string | undefined)} `this` command for chaining, or version string if no arguments
       */
      version(str, flags, description) {
        if (str === void 0) return this._version;
        this._version = str;
        flags = flags || "-V, --version";
        description = description || "output the version number";
        const versionOption = this.createOption(flags, description);
        this._versionOptionName = versionOption.attributeName();
        this._registerOption(versionOption);
        this.on("option:" + versionOption.name(), () => {
          this._outputConfiguration.writeOut(`${str}
`);
          this._exit(0, "commander.version", str);
        });
        return this;
      }
      /**
       * Set the description.
       *
       * @param {string} [str]
       * @param {object} [argsDescription]
       * @return {(string|Command)}
       */
      description(str, argsDescription) {
        if (str === void 0 && argsDescription === void 0)
          return this._description;
        this._description = str;
        if (argsDescription) {
          this._argsDescription = argsDescription;
        }
        return this;
      }
      /**
       * Set the summary. Used when listed as subcommand of parent.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      summary(str) {
        if (str === void 0) return this._summary;
        this._summary = str;
        return this;
      }
      /**
       * Set an alias for the command.
       *
       * You may call more than once to add multiple aliases. Only the first alias is shown in the auto-generated help.
       *
       * @param {string} [alias]
       * @return {(string|Command)}
       */
      alias(alias) {
        if (alias === void 0) return this._aliases[0];
        let command = this;
        if (this.commands.length !== 0 && this.commands[this.commands.length - 1]._executableHandler) {
          command = this.commands[this.commands.length - 1];
        }
        if (alias === command._name)
          throw new Error("Command alias can't be the same as its name");
        const matchingCommand = this.parent?._findCommand(alias);
        if (matchingCommand) {
          const existingCmd = [matchingCommand.name()].concat(matchingCommand.aliases()).join("|");
          throw new Error(
            `cannot add alias '${alias}' to command '${this.name()}' as already have command '${existingCmd}'`
          );
        }
        command._aliases.push(alias);
        return this;
      }
      /**
       * Set aliases for the command.
       *
       * Only the first alias is shown in the auto-generated help.
       *
       * @param {string[]} [aliases]
       * @return {(string[]|Command)}
       */
      aliases(aliases) {
        if (aliases === void 0) return this._aliases;
        aliases.forEach((alias) => this.alias(alias));
        return this;
      }
      /**
       * Set / get the command usage `str`.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      usage(str) {
        if (str === void 0) {
          if (this._usage) return this._usage;
          const args = this.registeredArguments.map((arg) => {
            return humanReadableArgName(arg);
          });
          return [].concat(
            this.options.length || this._helpOption !== null ? "[options]" : [],
            this.commands.length ? "[command]" : [],
            this.registeredArguments.length ? args : []
          ).join(" ");
        }
        this._usage = str;
        return this;
      }
      /**
       * Get or set the name of the command.
       *
       * @param {string} [str]
       * @return {(string|Command)}
       */
      name(str) {
        if (str === void 0) return this._name;
        this._name = str;
        return this;
      }
      /**
       * Set/get the help group heading for this subcommand in parent command's help.
       *
       * @param {string} [heading]
       * @return {Command | string}
       */
      helpGroup(heading) {
        if (heading === void 0) return this._helpGroupHeading ?? "";
        this._helpGroupHeading = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for subcommands added to this command.
       * (This does not override a group set directly on the subcommand using .helpGroup().)
       *
       * @example
       * program.commandsGroup('Development Commands:);
       * program.command('watch')...
       * program.command('lint')...
       * ...
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      commandsGroup(heading) {
        if (heading === void 0) return this._defaultCommandGroup ?? "";
        this._defaultCommandGroup = heading;
        return this;
      }
      /**
       * Set/get the default help group heading for options added to this command.
       * (This does not override a group set directly on the option using .helpGroup().)
       *
       * @example
       * program
       *   .optionsGroup('Development Options:')
       *   .option('-d, --debug', 'output extra debugging')
       *   .option('-p, --profile', 'output profiling information')
       *
       * @param {string} [heading]
       * @returns {Command | string}
       */
      optionsGroup(heading) {
        if (heading === void 0) return this._defaultOptionGroup ?? "";
        this._defaultOptionGroup = heading;
        return this;
      }
      /**
       * @param {Option} option
       * @private
       */
      _initOptionGroup(option) {
        if (this._defaultOptionGroup && !option.helpGroupHeading)
          option.helpGroup(this._defaultOptionGroup);
      }
      /**
       * @param {Command} cmd
       * @private
       */
      _initCommandGroup(cmd) {
        if (this._defaultCommandGroup && !cmd.helpGroup())
          cmd.helpGroup(this._defaultCommandGroup);
      }
      /**
       * Set the name of the command from script filename, such as process.argv[1],
       * or require.main.filename, or __filename.
       *
       * (Used internally and public although not documented in README.)
       *
       * @example
       * program.nameFromFilename(require.main.filename);
       *
       * @param {string} filename
       * @return {Command}
       */
      nameFromFilename(filename) {
        this._name = path4.basename(filename, path4.extname(filename));
        return this;
      }
      /**
       * Get or set the directory for searching for executable subcommands of this command.
       *
       * @example
       * program.executableDir(__dirname);
       * // or
       * program.executableDir('subcommands');
       *
       * @param {string} [path]
       * @return {(string|null|Command)}
       */
      executableDir(path5) {
        if (path5 === void 0) return this._executableDir;
        this._executableDir = path5;
        return this;
      }
      /**
       * Return program help documentation.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to wrap for stderr instead of stdout
       * @return {string}
       */
      helpInformation(contextOptions) {
        const helper = this.createHelp();
        const context = this._getOutputContext(contextOptions);
        helper.prepareContext({
          error: context.error,
          helpWidth: context.helpWidth,
          outputHasColors: context.hasColors
        });
        const text = helper.formatHelp(this, helper);
        if (context.hasColors) return text;
        return this._outputConfiguration.stripColor(text);
      }
      /**
       * @typedef HelpContext
       * @type {object}
       * @property {boolean} error
       * @property {number} helpWidth
       * @property {boolean} hasColors
       * @property {function} write - includes stripColor if needed
       *
       * @returns {HelpContext}
       * @private
       */
      _getOutputContext(contextOptions) {
        contextOptions = contextOptions || {};
        const error = !!contextOptions.error;
        let baseWrite;
        let hasColors;
        let helpWidth;
        if (error) {
          baseWrite = /* @__PURE__ */ __name((str) => this._outputConfiguration.writeErr(str), "baseWrite");
          hasColors = this._outputConfiguration.getErrHasColors();
          helpWidth = this._outputConfiguration.getErrHelpWidth();
        } else {
          baseWrite = /* @__PURE__ */ __name((str) => this._outputConfiguration.writeOut(str), "baseWrite");
          hasColors = this._outputConfiguration.getOutHasColors();
          helpWidth = this._outputConfiguration.getOutHelpWidth();
        }
        const write = /* @__PURE__ */ __name((str) => {
          if (!hasColors) str = this._outputConfiguration.stripColor(str);
          return baseWrite(str);
        }, "write");
        return { error, write, hasColors, helpWidth };
      }
      /**
       * Output help information for this command.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean } | Function} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      outputHelp(contextOptions) {
        let deprecatedCallback;
        if (typeof contextOptions === "function") {
          deprecatedCallback = contextOptions;
          contextOptions = void 0;
        }
        const outputContext = this._getOutputContext(contextOptions);
        const eventContext = {
          error: outputContext.error,
          write: outputContext.write,
          command: this
        };
        this._getCommandAndAncestors().reverse().forEach((command) => command.emit("beforeAllHelp", eventContext));
        this.emit("beforeHelp", eventContext);
        let helpInformation = this.helpInformation({ error: outputContext.error });
        if (deprecatedCallback) {
          helpInformation = deprecatedCallback(helpInformation);
          if (typeof helpInformation !== "string" && !Buffer.isBuffer(helpInformation)) {
            throw new Error("outputHelp callback must return a string or a Buffer");
          }
        }
        outputContext.write(helpInformation);
        if (this._getHelpOption()?.long) {
          this.emit(this._getHelpOption().long);
        }
        this.emit("afterHelp", eventContext);
        this._getCommandAndAncestors().forEach(
          (command) => command.emit("afterAllHelp", eventContext)
        );
      }
      /**
       * You can pass in flags and a description to customise the built-in help option.
       * Pass in false to disable the built-in help option.
       *
       * @example
       * program.helpOption('-?, --help' 'show help'); // customise
       * program.helpOption(false); // disable
       *
       * @param {(string | boolean)} flags
       * @param {string} [description]
       * @return {Command} `this` command for chaining
       */
      helpOption(flags, description) {
        if (typeof flags === "boolean") {
          if (flags) {
            if (this._helpOption === null) this._helpOption = void 0;
            if (this._defaultOptionGroup) {
              this._initOptionGroup(this._getHelpOption());
            }
          } else {
            this._helpOption = null;
          }
          return this;
        }
        this._helpOption = this.createOption(
          flags ?? "-h, --help",
          description ?? "display help for command"
        );
        if (flags || description) this._initOptionGroup(this._helpOption);
        return this;
      }
      /**
       * Lazy create help option.
       * Returns null if has been disabled with .helpOption(false).
       *
       * @returns {(Option | null)} the help option
       * @package
       */
      _getHelpOption() {
        if (this._helpOption === void 0) {
          this.helpOption(void 0, void 0);
        }
        return this._helpOption;
      }
      /**
       * Supply your own option to use for the built-in help option.
       * This is an alternative to using helpOption() to customise the flags and description etc.
       *
       * @param {Option} option
       * @return {Command} `this` command for chaining
       */
      addHelpOption(option) {
        this._helpOption = option;
        this._initOptionGroup(option);
        return this;
      }
      /**
       * Output help information and exit.
       *
       * Outputs built-in help, and custom text added using `.addHelpText()`.
       *
       * @param {{ error: boolean }} [contextOptions] - pass {error:true} to write to stderr instead of stdout
       */
      help(contextOptions) {
        this.outputHelp(contextOptions);
        let exitCode = Number(process2.exitCode ?? 0);
        if (exitCode === 0 && contextOptions && typeof contextOptions !== "function" && contextOptions.error) {
          exitCode = 1;
        }
        this._exit(exitCode, "commander.help", "(outputHelp)");
      }
      /**
       * // Do a little typing to coordinate emit and listener for the help text events.
       * @typedef HelpTextEventContext
       * @type {object}
       * @property {boolean} error
       * @property {Command} command
       * @property {function} write
       */
      /**
       * Add additional text to be displayed with the built-in help.
       *
       * Position is 'before' or 'after' to affect just this command,
       * and 'beforeAll' or 'afterAll' to affect this command and all its subcommands.
       *
       * @param {string} position - before or after built-in help
       * @param {(string | Function)} text - string to add, or a function returning a string
       * @return {Command} `this` command for chaining
       */
      addHelpText(position, text) {
        const allowedValues = ["beforeAll", "before", "after", "afterAll"];
        if (!allowedValues.includes(position)) {
          throw new Error(`Unexpected value for position to addHelpText.
Expecting one of '${allowedValues.join("', '")}'`);
        }
        const helpEvent = `${position}Help`;
        this.on(helpEvent, (context) => {
          let helpStr;
          if (typeof text === "function") {
            helpStr = text({ error: context.error, command: context.command });
          } else {
            helpStr = text;
          }
          if (helpStr) {
            context.write(`${helpStr}
`);
          }
        });
        return this;
      }
      /**
       * Output help information if help flags specified
       *
       * @param {Array} args - array of options to search for help flags
       * @private
       */
      _outputHelpIfRequested(args) {
        const helpOption = this._getHelpOption();
        const helpRequested = helpOption && args.find((arg) => helpOption.is(arg));
        if (helpRequested) {
          this.outputHelp();
          this._exit(0, "commander.helpDisplayed", "(outputHelp)");
        }
      }
    };
    function incrementNodeInspectorPort(args) {
      return args.map((arg) => {
        if (!arg.startsWith("--inspect")) {
          return arg;
        }
        let debugOption;
        let debugHost = "127.0.0.1";
        let debugPort = "9229";
        let match;
        if ((match = arg.match(/^(--inspect(-brk)?)$/)) !== null) {
          debugOption = match[1];
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+)$/)) !== null) {
          debugOption = match[1];
          if (/^\d+$/.test(match[3])) {
            debugPort = match[3];
          } else {
            debugHost = match[3];
          }
        } else if ((match = arg.match(/^(--inspect(-brk|-port)?)=([^:]+):(\d+)$/)) !== null) {
          debugOption = match[1];
          debugHost = match[3];
          debugPort = match[4];
        }
        if (debugOption && debugPort !== "0") {
          return `${debugOption}=${debugHost}:${parseInt(debugPort) + 1}`;
        }
        return arg;
      });
    }
    __name(incrementNodeInspectorPort, "incrementNodeInspectorPort");
    function useColor() {
      if (process2.env.NO_COLOR || process2.env.FORCE_COLOR === "0" || process2.env.FORCE_COLOR === "false")
        return false;
      if (process2.env.FORCE_COLOR || process2.env.CLICOLOR_FORCE !== void 0)
        return true;
      return void 0;
    }
    __name(useColor, "useColor");
    exports.Command = Command2;
    exports.useColor = useColor;
  }
});

// node_modules/commander/index.js
var require_commander = __commonJS({
  "node_modules/commander/index.js"(exports) {
    var { Argument: Argument2 } = require_argument();
    var { Command: Command2 } = require_command();
    var { CommanderError: CommanderError2, InvalidArgumentError: InvalidArgumentError2 } = require_error();
    var { Help: Help2 } = require_help();
    var { Option: Option2 } = require_option();
    exports.program = new Command2();
    exports.createCommand = (name) => new Command2(name);
    exports.createOption = (flags, description) => new Option2(flags, description);
    exports.createArgument = (name, description) => new Argument2(name, description);
    exports.Command = Command2;
    exports.Option = Option2;
    exports.Argument = Argument2;
    exports.Help = Help2;
    exports.CommanderError = CommanderError2;
    exports.InvalidArgumentError = InvalidArgumentError2;
    exports.InvalidOptionArgumentError = InvalidArgumentError2;
  }
});

// node_modules/fast-json-patch/commonjs/helpers.js
var require_helpers = __commonJS({
  "node_modules/fast-json-patch/commonjs/helpers.js"(exports) {
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = /* @__PURE__ */ __name(function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (b2.hasOwnProperty(p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      }, "extendStatics");
      return function(d, b) {
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        __name(__, "__");
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    function hasOwnProperty(obj, key) {
      return _hasOwnProperty.call(obj, key);
    }
    __name(hasOwnProperty, "hasOwnProperty");
    exports.hasOwnProperty = hasOwnProperty;
    function _objectKeys(obj) {
      if (Array.isArray(obj)) {
        var keys_1 = new Array(obj.length);
        for (var k = 0; k < keys_1.length; k++) {
          keys_1[k] = "" + k;
        }
        return keys_1;
      }
      if (Object.keys) {
        return Object.keys(obj);
      }
      var keys = [];
      for (var i in obj) {
        if (hasOwnProperty(obj, i)) {
          keys.push(i);
        }
      }
      return keys;
    }
    __name(_objectKeys, "_objectKeys");
    exports._objectKeys = _objectKeys;
    function _deepClone(obj) {
      switch (typeof obj) {
        case "object":
          return JSON.parse(JSON.stringify(obj));
        //Faster than ES5 clone - http://jsperf.com/deep-cloning-of-objects/5
        case "undefined":
          return null;
        //this is how JSON.stringify behaves for array items
        default:
          return obj;
      }
    }
    __name(_deepClone, "_deepClone");
    exports._deepClone = _deepClone;
    function isInteger(str) {
      var i = 0;
      var len = str.length;
      var charCode;
      while (i < len) {
        charCode = str.charCodeAt(i);
        if (charCode >= 48 && charCode <= 57) {
          i++;
          continue;
        }
        return false;
      }
      return true;
    }
    __name(isInteger, "isInteger");
    exports.isInteger = isInteger;
    function escapePathComponent(path4) {
      if (path4.indexOf("/") === -1 && path4.indexOf("~") === -1)
        return path4;
      return path4.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    __name(escapePathComponent, "escapePathComponent");
    exports.escapePathComponent = escapePathComponent;
    function unescapePathComponent(path4) {
      return path4.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    __name(unescapePathComponent, "unescapePathComponent");
    exports.unescapePathComponent = unescapePathComponent;
    function _getPathRecursive(root, obj) {
      var found;
      for (var key in root) {
        if (hasOwnProperty(root, key)) {
          if (root[key] === obj) {
            return escapePathComponent(key) + "/";
          } else if (typeof root[key] === "object") {
            found = _getPathRecursive(root[key], obj);
            if (found != "") {
              return escapePathComponent(key) + "/" + found;
            }
          }
        }
      }
      return "";
    }
    __name(_getPathRecursive, "_getPathRecursive");
    exports._getPathRecursive = _getPathRecursive;
    function getPath(root, obj) {
      if (root === obj) {
        return "/";
      }
      var path4 = _getPathRecursive(root, obj);
      if (path4 === "") {
        throw new Error("Object not found in root");
      }
      return "/" + path4;
    }
    __name(getPath, "getPath");
    exports.getPath = getPath;
    function hasUndefined(obj) {
      if (obj === void 0) {
        return true;
      }
      if (obj) {
        if (Array.isArray(obj)) {
          for (var i_1 = 0, len = obj.length; i_1 < len; i_1++) {
            if (hasUndefined(obj[i_1])) {
              return true;
            }
          }
        } else if (typeof obj === "object") {
          var objKeys = _objectKeys(obj);
          var objKeysLength = objKeys.length;
          for (var i = 0; i < objKeysLength; i++) {
            if (hasUndefined(obj[objKeys[i]])) {
              return true;
            }
          }
        }
      }
      return false;
    }
    __name(hasUndefined, "hasUndefined");
    exports.hasUndefined = hasUndefined;
    function patchErrorMessageFormatter(message, args) {
      var messageParts = [message];
      for (var key in args) {
        var value = typeof args[key] === "object" ? JSON.stringify(args[key], null, 2) : args[key];
        if (typeof value !== "undefined") {
          messageParts.push(key + ": " + value);
        }
      }
      return messageParts.join("\n");
    }
    __name(patchErrorMessageFormatter, "patchErrorMessageFormatter");
    var PatchError = (
      /** @class */
      (function(_super) {
        __extends(PatchError2, _super);
        function PatchError2(message, name, index, operation, tree) {
          var _newTarget = this.constructor;
          var _this = _super.call(this, patchErrorMessageFormatter(message, { name, index, operation, tree })) || this;
          _this.name = name;
          _this.index = index;
          _this.operation = operation;
          _this.tree = tree;
          Object.setPrototypeOf(_this, _newTarget.prototype);
          _this.message = patchErrorMessageFormatter(message, { name, index, operation, tree });
          return _this;
        }
        __name(PatchError2, "PatchError");
        return PatchError2;
      })(Error)
    );
    exports.PatchError = PatchError;
  }
});

// node_modules/fast-json-patch/commonjs/core.js
var require_core = __commonJS({
  "node_modules/fast-json-patch/commonjs/core.js"(exports) {
    Object.defineProperty(exports, "__esModule", { value: true });
    var helpers_js_1 = require_helpers();
    exports.JsonPatchError = helpers_js_1.PatchError;
    exports.deepClone = helpers_js_1._deepClone;
    var objOps = {
      add: /* @__PURE__ */ __name(function(obj, key, document) {
        obj[key] = this.value;
        return { newDocument: document };
      }, "add"),
      remove: /* @__PURE__ */ __name(function(obj, key, document) {
        var removed = obj[key];
        delete obj[key];
        return { newDocument: document, removed };
      }, "remove"),
      replace: /* @__PURE__ */ __name(function(obj, key, document) {
        var removed = obj[key];
        obj[key] = this.value;
        return { newDocument: document, removed };
      }, "replace"),
      move: /* @__PURE__ */ __name(function(obj, key, document) {
        var removed = getValueByPointer(document, this.path);
        if (removed) {
          removed = helpers_js_1._deepClone(removed);
        }
        var originalValue = applyOperation(document, { op: "remove", path: this.from }).removed;
        applyOperation(document, { op: "add", path: this.path, value: originalValue });
        return { newDocument: document, removed };
      }, "move"),
      copy: /* @__PURE__ */ __name(function(obj, key, document) {
        var valueToCopy = getValueByPointer(document, this.from);
        applyOperation(document, { op: "add", path: this.path, value: helpers_js_1._deepClone(valueToCopy) });
        return { newDocument: document };
      }, "copy"),
      test: /* @__PURE__ */ __name(function(obj, key, document) {
        return { newDocument: document, test: _areEquals(obj[key], this.value) };
      }, "test"),
      _get: /* @__PURE__ */ __name(function(obj, key, document) {
        this.value = obj[key];
        return { newDocument: document };
      }, "_get")
    };
    var arrOps = {
      add: /* @__PURE__ */ __name(function(arr, i, document) {
        if (helpers_js_1.isInteger(i)) {
          arr.splice(i, 0, this.value);
        } else {
          arr[i] = this.value;
        }
        return { newDocument: document, index: i };
      }, "add"),
      remove: /* @__PURE__ */ __name(function(arr, i, document) {
        var removedList = arr.splice(i, 1);
        return { newDocument: document, removed: removedList[0] };
      }, "remove"),
      replace: /* @__PURE__ */ __name(function(arr, i, document) {
        var removed = arr[i];
        arr[i] = this.value;
        return { newDocument: document, removed };
      }, "replace"),
      move: objOps.move,
      copy: objOps.copy,
      test: objOps.test,
      _get: objOps._get
    };
    function getValueByPointer(document, pointer2) {
      if (pointer2 == "") {
        return document;
      }
      var getOriginalDestination = { op: "_get", path: pointer2 };
      applyOperation(document, getOriginalDestination);
      return getOriginalDestination.value;
    }
    __name(getValueByPointer, "getValueByPointer");
    exports.getValueByPointer = getValueByPointer;
    function applyOperation(document, operation, validateOperation, mutateDocument, banPrototypeModifications, index) {
      if (validateOperation === void 0) {
        validateOperation = false;
      }
      if (mutateDocument === void 0) {
        mutateDocument = true;
      }
      if (banPrototypeModifications === void 0) {
        banPrototypeModifications = true;
      }
      if (index === void 0) {
        index = 0;
      }
      if (validateOperation) {
        if (typeof validateOperation == "function") {
          validateOperation(operation, 0, document, operation.path);
        } else {
          validator(operation, 0);
        }
      }
      if (operation.path === "") {
        var returnValue = { newDocument: document };
        if (operation.op === "add") {
          returnValue.newDocument = operation.value;
          return returnValue;
        } else if (operation.op === "replace") {
          returnValue.newDocument = operation.value;
          returnValue.removed = document;
          return returnValue;
        } else if (operation.op === "move" || operation.op === "copy") {
          returnValue.newDocument = getValueByPointer(document, operation.from);
          if (operation.op === "move") {
            returnValue.removed = document;
          }
          return returnValue;
        } else if (operation.op === "test") {
          returnValue.test = _areEquals(document, operation.value);
          if (returnValue.test === false) {
            throw new exports.JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document);
          }
          returnValue.newDocument = document;
          return returnValue;
        } else if (operation.op === "remove") {
          returnValue.removed = document;
          returnValue.newDocument = null;
          return returnValue;
        } else if (operation.op === "_get") {
          operation.value = document;
          return returnValue;
        } else {
          if (validateOperation) {
            throw new exports.JsonPatchError("Operation `op` property is not one of operations defined in RFC-6902", "OPERATION_OP_INVALID", index, operation, document);
          } else {
            return returnValue;
          }
        }
      } else {
        if (!mutateDocument) {
          document = helpers_js_1._deepClone(document);
        }
        var path4 = operation.path || "";
        var keys = path4.split("/");
        var obj = document;
        var t = 1;
        var len = keys.length;
        var existingPathFragment = void 0;
        var key = void 0;
        var validateFunction = void 0;
        if (typeof validateOperation == "function") {
          validateFunction = validateOperation;
        } else {
          validateFunction = validator;
        }
        while (true) {
          key = keys[t];
          if (key && key.indexOf("~") != -1) {
            key = helpers_js_1.unescapePathComponent(key);
          }
          if (banPrototypeModifications && (key == "__proto__" || key == "prototype" && t > 0 && keys[t - 1] == "constructor")) {
            throw new TypeError("JSON-Patch: modifying `__proto__` or `constructor/prototype` prop is banned for security reasons, if this was on purpose, please set `banPrototypeModifications` flag false and pass it to this function. More info in fast-json-patch README");
          }
          if (validateOperation) {
            if (existingPathFragment === void 0) {
              if (obj[key] === void 0) {
                existingPathFragment = keys.slice(0, t).join("/");
              } else if (t == len - 1) {
                existingPathFragment = operation.path;
              }
              if (existingPathFragment !== void 0) {
                validateFunction(operation, 0, document, existingPathFragment);
              }
            }
          }
          t++;
          if (Array.isArray(obj)) {
            if (key === "-") {
              key = obj.length;
            } else {
              if (validateOperation && !helpers_js_1.isInteger(key)) {
                throw new exports.JsonPatchError("Expected an unsigned base-10 integer value, making the new referenced value the array element with the zero-based index", "OPERATION_PATH_ILLEGAL_ARRAY_INDEX", index, operation, document);
              } else if (helpers_js_1.isInteger(key)) {
                key = ~~key;
              }
            }
            if (t >= len) {
              if (validateOperation && operation.op === "add" && key > obj.length) {
                throw new exports.JsonPatchError("The specified index MUST NOT be greater than the number of elements in the array", "OPERATION_VALUE_OUT_OF_BOUNDS", index, operation, document);
              }
              var returnValue = arrOps[operation.op].call(operation, obj, key, document);
              if (returnValue.test === false) {
                throw new exports.JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document);
              }
              return returnValue;
            }
          } else {
            if (t >= len) {
              var returnValue = objOps[operation.op].call(operation, obj, key, document);
              if (returnValue.test === false) {
                throw new exports.JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document);
              }
              return returnValue;
            }
          }
          obj = obj[key];
          if (validateOperation && t < len && (!obj || typeof obj !== "object")) {
            throw new exports.JsonPatchError("Cannot perform operation at the desired path", "OPERATION_PATH_UNRESOLVABLE", index, operation, document);
          }
        }
      }
    }
    __name(applyOperation, "applyOperation");
    exports.applyOperation = applyOperation;
    function applyPatch(document, patch, validateOperation, mutateDocument, banPrototypeModifications) {
      if (mutateDocument === void 0) {
        mutateDocument = true;
      }
      if (banPrototypeModifications === void 0) {
        banPrototypeModifications = true;
      }
      if (validateOperation) {
        if (!Array.isArray(patch)) {
          throw new exports.JsonPatchError("Patch sequence must be an array", "SEQUENCE_NOT_AN_ARRAY");
        }
      }
      if (!mutateDocument) {
        document = helpers_js_1._deepClone(document);
      }
      var results = new Array(patch.length);
      for (var i = 0, length_1 = patch.length; i < length_1; i++) {
        results[i] = applyOperation(document, patch[i], validateOperation, true, banPrototypeModifications, i);
        document = results[i].newDocument;
      }
      results.newDocument = document;
      return results;
    }
    __name(applyPatch, "applyPatch");
    exports.applyPatch = applyPatch;
    function applyReducer(document, operation, index) {
      var operationResult = applyOperation(document, operation);
      if (operationResult.test === false) {
        throw new exports.JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document);
      }
      return operationResult.newDocument;
    }
    __name(applyReducer, "applyReducer");
    exports.applyReducer = applyReducer;
    function validator(operation, index, document, existingPathFragment) {
      if (typeof operation !== "object" || operation === null || Array.isArray(operation)) {
        throw new exports.JsonPatchError("Operation is not an object", "OPERATION_NOT_AN_OBJECT", index, operation, document);
      } else if (!objOps[operation.op]) {
        throw new exports.JsonPatchError("Operation `op` property is not one of operations defined in RFC-6902", "OPERATION_OP_INVALID", index, operation, document);
      } else if (typeof operation.path !== "string") {
        throw new exports.JsonPatchError("Operation `path` property is not a string", "OPERATION_PATH_INVALID", index, operation, document);
      } else if (operation.path.indexOf("/") !== 0 && operation.path.length > 0) {
        throw new exports.JsonPatchError('Operation `path` property must start with "/"', "OPERATION_PATH_INVALID", index, operation, document);
      } else if ((operation.op === "move" || operation.op === "copy") && typeof operation.from !== "string") {
        throw new exports.JsonPatchError("Operation `from` property is not present (applicable in `move` and `copy` operations)", "OPERATION_FROM_REQUIRED", index, operation, document);
      } else if ((operation.op === "add" || operation.op === "replace" || operation.op === "test") && operation.value === void 0) {
        throw new exports.JsonPatchError("Operation `value` property is not present (applicable in `add`, `replace` and `test` operations)", "OPERATION_VALUE_REQUIRED", index, operation, document);
      } else if ((operation.op === "add" || operation.op === "replace" || operation.op === "test") && helpers_js_1.hasUndefined(operation.value)) {
        throw new exports.JsonPatchError("Operation `value` property is not present (applicable in `add`, `replace` and `test` operations)", "OPERATION_VALUE_CANNOT_CONTAIN_UNDEFINED", index, operation, document);
      } else if (document) {
        if (operation.op == "add") {
          var pathLen = operation.path.split("/").length;
          var existingPathLen = existingPathFragment.split("/").length;
          if (pathLen !== existingPathLen + 1 && pathLen !== existingPathLen) {
            throw new exports.JsonPatchError("Cannot perform an `add` operation at the desired path", "OPERATION_PATH_CANNOT_ADD", index, operation, document);
          }
        } else if (operation.op === "replace" || operation.op === "remove" || operation.op === "_get") {
          if (operation.path !== existingPathFragment) {
            throw new exports.JsonPatchError("Cannot perform the operation at a path that does not exist", "OPERATION_PATH_UNRESOLVABLE", index, operation, document);
          }
        } else if (operation.op === "move" || operation.op === "copy") {
          var existingValue = { op: "_get", path: operation.from, value: void 0 };
          var error = validate([existingValue], document);
          if (error && error.name === "OPERATION_PATH_UNRESOLVABLE") {
            throw new exports.JsonPatchError("Cannot perform the operation from a path that does not exist", "OPERATION_FROM_UNRESOLVABLE", index, operation, document);
          }
        }
      }
    }
    __name(validator, "validator");
    exports.validator = validator;
    function validate(sequence, document, externalValidator) {
      try {
        if (!Array.isArray(sequence)) {
          throw new exports.JsonPatchError("Patch sequence must be an array", "SEQUENCE_NOT_AN_ARRAY");
        }
        if (document) {
          applyPatch(helpers_js_1._deepClone(document), helpers_js_1._deepClone(sequence), externalValidator || true);
        } else {
          externalValidator = externalValidator || validator;
          for (var i = 0; i < sequence.length; i++) {
            externalValidator(sequence[i], i, document, void 0);
          }
        }
      } catch (e) {
        if (e instanceof exports.JsonPatchError) {
          return e;
        } else {
          throw e;
        }
      }
    }
    __name(validate, "validate");
    exports.validate = validate;
    function _areEquals(a, b) {
      if (a === b)
        return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        var arrA = Array.isArray(a), arrB = Array.isArray(b), i, length, key;
        if (arrA && arrB) {
          length = a.length;
          if (length != b.length)
            return false;
          for (i = length; i-- !== 0; )
            if (!_areEquals(a[i], b[i]))
              return false;
          return true;
        }
        if (arrA != arrB)
          return false;
        var keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length)
          return false;
        for (i = length; i-- !== 0; )
          if (!b.hasOwnProperty(keys[i]))
            return false;
        for (i = length; i-- !== 0; ) {
          key = keys[i];
          if (!_areEquals(a[key], b[key]))
            return false;
        }
        return true;
      }
      return a !== a && b !== b;
    }
    __name(_areEquals, "_areEquals");
    exports._areEquals = _areEquals;
  }
});

// node_modules/fast-json-patch/commonjs/duplex.js
var require_duplex = __commonJS({
  "node_modules/fast-json-patch/commonjs/duplex.js"(exports) {
    Object.defineProperty(exports, "__esModule", { value: true });
    var helpers_js_1 = require_helpers();
    var core_js_1 = require_core();
    var beforeDict = /* @__PURE__ */ new WeakMap();
    var Mirror = (
      /** @class */
      /* @__PURE__ */ (function() {
        function Mirror2(obj) {
          this.observers = /* @__PURE__ */ new Map();
          this.obj = obj;
        }
        __name(Mirror2, "Mirror");
        return Mirror2;
      })()
    );
    var ObserverInfo = (
      /** @class */
      /* @__PURE__ */ (function() {
        function ObserverInfo2(callback, observer) {
          this.callback = callback;
          this.observer = observer;
        }
        __name(ObserverInfo2, "ObserverInfo");
        return ObserverInfo2;
      })()
    );
    function getMirror(obj) {
      return beforeDict.get(obj);
    }
    __name(getMirror, "getMirror");
    function getObserverFromMirror(mirror, callback) {
      return mirror.observers.get(callback);
    }
    __name(getObserverFromMirror, "getObserverFromMirror");
    function removeObserverFromMirror(mirror, observer) {
      mirror.observers.delete(observer.callback);
    }
    __name(removeObserverFromMirror, "removeObserverFromMirror");
    function unobserve(root, observer) {
      observer.unobserve();
    }
    __name(unobserve, "unobserve");
    exports.unobserve = unobserve;
    function observe(obj, callback) {
      var patches = [];
      var observer;
      var mirror = getMirror(obj);
      if (!mirror) {
        mirror = new Mirror(obj);
        beforeDict.set(obj, mirror);
      } else {
        var observerInfo = getObserverFromMirror(mirror, callback);
        observer = observerInfo && observerInfo.observer;
      }
      if (observer) {
        return observer;
      }
      observer = {};
      mirror.value = helpers_js_1._deepClone(obj);
      if (callback) {
        observer.callback = callback;
        observer.next = null;
        var dirtyCheck = /* @__PURE__ */ __name(function() {
          generate(observer);
        }, "dirtyCheck");
        var fastCheck = /* @__PURE__ */ __name(function() {
          clearTimeout(observer.next);
          observer.next = setTimeout(dirtyCheck);
        }, "fastCheck");
        if (typeof window !== "undefined") {
          window.addEventListener("mouseup", fastCheck);
          window.addEventListener("keyup", fastCheck);
          window.addEventListener("mousedown", fastCheck);
          window.addEventListener("keydown", fastCheck);
          window.addEventListener("change", fastCheck);
        }
      }
      observer.patches = patches;
      observer.object = obj;
      observer.unobserve = function() {
        generate(observer);
        clearTimeout(observer.next);
        removeObserverFromMirror(mirror, observer);
        if (typeof window !== "undefined") {
          window.removeEventListener("mouseup", fastCheck);
          window.removeEventListener("keyup", fastCheck);
          window.removeEventListener("mousedown", fastCheck);
          window.removeEventListener("keydown", fastCheck);
          window.removeEventListener("change", fastCheck);
        }
      };
      mirror.observers.set(callback, new ObserverInfo(callback, observer));
      return observer;
    }
    __name(observe, "observe");
    exports.observe = observe;
    function generate(observer, invertible) {
      if (invertible === void 0) {
        invertible = false;
      }
      var mirror = beforeDict.get(observer.object);
      _generate(mirror.value, observer.object, observer.patches, "", invertible);
      if (observer.patches.length) {
        core_js_1.applyPatch(mirror.value, observer.patches);
      }
      var temp = observer.patches;
      if (temp.length > 0) {
        observer.patches = [];
        if (observer.callback) {
          observer.callback(temp);
        }
      }
      return temp;
    }
    __name(generate, "generate");
    exports.generate = generate;
    function _generate(mirror, obj, patches, path4, invertible) {
      if (obj === mirror) {
        return;
      }
      if (typeof obj.toJSON === "function") {
        obj = obj.toJSON();
      }
      var newKeys = helpers_js_1._objectKeys(obj);
      var oldKeys = helpers_js_1._objectKeys(mirror);
      var changed = false;
      var deleted = false;
      for (var t = oldKeys.length - 1; t >= 0; t--) {
        var key = oldKeys[t];
        var oldVal = mirror[key];
        if (helpers_js_1.hasOwnProperty(obj, key) && !(obj[key] === void 0 && oldVal !== void 0 && Array.isArray(obj) === false)) {
          var newVal = obj[key];
          if (typeof oldVal == "object" && oldVal != null && typeof newVal == "object" && newVal != null && Array.isArray(oldVal) === Array.isArray(newVal)) {
            _generate(oldVal, newVal, patches, path4 + "/" + helpers_js_1.escapePathComponent(key), invertible);
          } else {
            if (oldVal !== newVal) {
              changed = true;
              if (invertible) {
                patches.push({ op: "test", path: path4 + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(oldVal) });
              }
              patches.push({ op: "replace", path: path4 + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(newVal) });
            }
          }
        } else if (Array.isArray(mirror) === Array.isArray(obj)) {
          if (invertible) {
            patches.push({ op: "test", path: path4 + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(oldVal) });
          }
          patches.push({ op: "remove", path: path4 + "/" + helpers_js_1.escapePathComponent(key) });
          deleted = true;
        } else {
          if (invertible) {
            patches.push({ op: "test", path: path4, value: mirror });
          }
          patches.push({ op: "replace", path: path4, value: obj });
          changed = true;
        }
      }
      if (!deleted && newKeys.length == oldKeys.length) {
        return;
      }
      for (var t = 0; t < newKeys.length; t++) {
        var key = newKeys[t];
        if (!helpers_js_1.hasOwnProperty(mirror, key) && obj[key] !== void 0) {
          patches.push({ op: "add", path: path4 + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(obj[key]) });
        }
      }
    }
    __name(_generate, "_generate");
    function compare2(tree1, tree2, invertible) {
      if (invertible === void 0) {
        invertible = false;
      }
      var patches = [];
      _generate(tree1, tree2, patches, "", invertible);
      return patches;
    }
    __name(compare2, "compare");
    exports.compare = compare2;
  }
});

// node_modules/fast-json-patch/index.js
var require_fast_json_patch = __commonJS({
  "node_modules/fast-json-patch/index.js"(exports) {
    var core = require_core();
    Object.assign(exports, core);
    var duplex = require_duplex();
    Object.assign(exports, duplex);
    var helpers = require_helpers();
    exports.JsonPatchError = helpers.PatchError;
    exports.deepClone = helpers._deepClone;
    exports.escapePathComponent = helpers.escapePathComponent;
    exports.unescapePathComponent = helpers.unescapePathComponent;
  }
});

// node_modules/commander/esm.mjs
var import_index = __toESM(require_commander(), 1);
var {
  program,
  createCommand,
  createArgument,
  createOption,
  CommanderError,
  InvalidArgumentError,
  InvalidOptionArgumentError,
  // deprecated old name
  Command,
  Argument,
  Option,
  Help
} = import_index.default;

// src/core/hints/render.ts
var codeSpan = /* @__PURE__ */ __name((path4) => `\`${escapeTerminal(path4, 200).replace(/[`\u0000-\u001f]/g, "'")}\``, "codeSpan");
var savesCell = /* @__PURE__ */ __name((n) => n === void 0 ? "" : n < 0 ? formatSigned(n) : formatInt(n), "savesCell");
function ordered(result) {
  const first = result.method.encodings[0] ?? "";
  return [...result.hints].sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
}
__name(ordered, "ordered");
function summary(result, label) {
  const tools = new Set(result.hints.map((h) => h.tool)).size;
  if (result.hints.length === 0) return `${label}: no hints; no rule found a rewrite that saves tokens.`;
  const totals = result.method.encodings.map((e) => `${formatInt(result.totalSaves[e] ?? 0)} ${e}`).join(", ");
  const models2 = Object.entries(result.totalModelSaves ?? {}).map(([id, n]) => n >= 0 ? `${id} saves ${formatInt(n)}` : `${id} costs ${formatInt(-n)} more`).join(", ");
  return `${label}: ${plural(result.hints.length, "hint")} on ${plural(tools, "tool")}. All of them together save ${totals} tokens per request (model view; each tool counted again with its patches applied${result.skipped.length > 0 ? `, ${plural(result.skipped.length, "conflicting hint")} left out` : ""})${models2 ? `; ${models2} tokens` : ""}.`;
}
__name(summary, "summary");
function rows(result, esc2) {
  const models2 = result.method.models;
  const header = [
    "#",
    "Tool",
    "Rule",
    ...result.method.encodings.map((e) => `saves ${e}`),
    ...models2.map((id) => `saves ${id}`),
    "accepts"
  ];
  const body = ordered(result).map((hint, i) => [
    String(i + 1),
    esc2(hint.tool, 40),
    hint.rule,
    ...result.method.encodings.map((e) => savesCell(hint.saves[e])),
    ...models2.map((id) => savesCell(hint.models?.[id]?.saves)),
    hint.changesValidation ? "changes" : "same"
  ]);
  return { header, body };
}
__name(rows, "rows");
function visibility(hint) {
  const lines = [];
  for (const [id, m] of Object.entries(hint.models ?? {})) {
    if (m.reveals) lines.push(`${id} now sees: ${m.reveals.join(", ")}`);
    if (m.hides) lines.push(`${id} no longer sees: ${m.hides.join(", ")}`);
  }
  return lines;
}
__name(visibility, "visibility");
function renderHintsText(result, label) {
  const out = [escapeTerminal(summary(result, label), 1e3)];
  if (result.hints.length === 0) return `${out[0]}
`;
  const { header, body } = rows(result, escapeTerminal);
  out.push(
    "",
    textTable(
      header,
      body,
      header.map((_, i) => i === 0 || i > 2 && i < header.length - 1 ? "right" : "left")
    ),
    ""
  );
  ordered(result).forEach((hint, i) => {
    out.push(`${i + 1}. ${escapeTerminal(hint.tool, 60)} ${escapeTerminal(hint.path, 200)}`);
    out.push(`   ${escapeTerminal(hint.message, 2e3)}`);
    for (const line of visibility(hint)) out.push(`   ${escapeTerminal(line, 500)}`);
  });
  if (result.skipped.length > 0) {
    out.push(
      "",
      "Left out of the total (their patch no longer applies once a larger hint of the same tool is applied):"
    );
    for (const s of result.skipped) {
      out.push(
        `  ${escapeTerminal(s.tool, 60)} ${s.rule} ${escapeTerminal(s.path, 200)}: ${escapeTerminal(s.reason, 200)}`
      );
    }
  }
  out.push("", "Each hint's JSON Patch (RFC 6902, against the tool as sent): --format json.");
  return `${out.join("\n")}
`;
}
__name(renderHintsText, "renderHintsText");
function renderHintsMarkdown(result, label) {
  const out = [escapeMarkdown(summary(result, label), 1e3)];
  if (result.hints.length === 0) return `${out[0]}
`;
  const { header, body } = rows(result, escapeMarkdown);
  out.push(
    "",
    markdownTable([header, ...body], { align: header.map((_, i) => i > 2 && i < header.length - 1 ? "r" : "l") }),
    ""
  );
  ordered(result).forEach((hint, i) => {
    const extra = visibility(hint).map((line) => ` ${escapeMarkdown(line, 500)}.`).join("");
    out.push(
      `${i + 1}. **${escapeMarkdown(hint.tool, 60)}** ${codeSpan(hint.path)}: ${escapeMarkdown(hint.message, 2e3)}.${extra}`
    );
  });
  if (result.skipped.length > 0) {
    out.push(
      "",
      "Left out of the total (their patch no longer applies once a larger hint of the same tool is applied):",
      ""
    );
    for (const s of result.skipped) {
      out.push(`- ${escapeMarkdown(s.tool, 60)} ${s.rule} ${codeSpan(s.path)}: ${escapeMarkdown(s.reason, 200)}`);
    }
  }
  return `${out.join("\n")}
`;
}
__name(renderHintsMarkdown, "renderHintsMarkdown");

// src/core/render/measurement.ts
function primary(report) {
  return report.method.encodings[0] ?? "o200k_base";
}
__name(primary, "primary");
function byCost(report) {
  const enc = primary(report);
  return [...report.tools].sort(
    (a, b) => (b.tokens[enc]?.model ?? 0) - (a.tokens[enc]?.model ?? 0) || a.index - b.index
  );
}
__name(byCost, "byCost");
function serverLabel(report) {
  const { name, version } = report.server;
  if (!name) return "MCP server";
  return version ? `${name} ${version}` : name;
}
__name(serverLabel, "serverLabel");
function models(report) {
  return Object.entries(report.models ?? {});
}
__name(models, "models");
function perToolCell(entry, tool, names) {
  const perTool = entry.perTool;
  if (!perTool || !Object.hasOwn(perTool, tool.name) || (names.get(tool.name) ?? 0) > 1) return "";
  return formatInt(perTool[tool.name] ?? 0);
}
__name(perToolCell, "perToolCell");
function rows2(report, esc2) {
  const encodings = report.method.encodings;
  const enc = primary(report);
  const total = report.totals[enc]?.model ?? 0;
  const entries = models(report);
  const names = /* @__PURE__ */ new Map();
  for (const tool of report.tools) names.set(tool.name, (names.get(tool.name) ?? 0) + 1);
  const header = [
    "Tool",
    ...encodings,
    ...entries.map(([id, entry]) => `${esc2(id, 40)}${fidelityMark(entry.fidelity)}`),
    `raw (${enc})`,
    "share",
    "largest field"
  ];
  const body = byCost(report).map((tool) => [
    esc2(tool.name),
    ...encodings.map((e) => formatInt(tool.tokens[e]?.model ?? 0)),
    ...entries.map(([, entry]) => perToolCell(entry, tool, names)),
    formatInt(tool.tokens[enc]?.raw ?? 0),
    formatPercent(total === 0 ? 0 : (tool.tokens[enc]?.model ?? 0) / total),
    dominantField(tool, enc) ?? ""
  ]);
  const totalRow = [
    `Total (${plural(report.tools.length, "tool")})`,
    ...encodings.map((e) => formatInt(report.totals[e]?.model ?? 0)),
    // What the tools add to a request on the model (with minus without), which per-tool figures need not sum to.
    ...entries.map(([, entry]) => formatInt(entry.tools)),
    formatInt(report.totals[enc]?.raw ?? 0),
    report.tools.length > 0 ? "100%" : "",
    ""
  ];
  return { header, body, total: totalRow };
}
__name(rows2, "rows");
function instructionsLine(report, esc2) {
  const instructions = report.instructions;
  if (!instructions) return [];
  const tokens = report.method.encodings.filter((e) => Object.hasOwn(instructions.tokens, e)).map((e) => `${formatInt(instructions.tokens[e] ?? 0)} tokens (${esc2(e, 40)})`);
  return [
    `Server instructions: ${[...tokens, plural(instructions.chars, "character")].join(", ")}, sent with every request by clients that support them (not in the tool totals).`
  ];
}
__name(instructionsLine, "instructionsLine");
var MODELS_HEADING = "What the tools add to every request on each model (the prompt with them minus without; the per-tool figures leave out what the tools share):";
function modelLines(report, esc2) {
  const entries = models(report);
  const legend = fidelityLegend(entries.map(([, e]) => e.fidelity));
  return {
    lines: entries.map(([id, entry]) => modelLine(id, entry, esc2)),
    legend: legend ? [`${legend}.`] : []
  };
}
__name(modelLines, "modelLines");
function modelSection({ lines, legend }, item, gap = "") {
  if (lines.length === 0) return [];
  return [`${MODELS_HEADING}${gap}`, ...lines.map(item), ...legend.length > 0 ? [gap, ...legend] : []];
}
__name(modelSection, "modelSection");
function warnings(report, esc2) {
  const entries = models(report);
  return [
    ...report.warnings.map((w) => esc2(w, 300)),
    ...entries.flatMap(([id, entry]) => entry.warnings.map((w) => `${esc2(id, 40)}: ${esc2(w, 300)}`)),
    ...clientLimitWarnings(report.tools.length, entries, esc2)
  ];
}
__name(warnings, "warnings");
function inventory(report, esc2) {
  const lines = [];
  const list = /* @__PURE__ */ __name((names) => {
    const shown = names.slice(0, 10).map(esc2).join(", ");
    return names.length > 10 ? `${shown}, \u2026 (${names.length - 10} more)` : shown;
  }, "list");
  if (report.prompts)
    lines.push(`Prompts: ${report.prompts.count}${report.prompts.count ? ` (${list(report.prompts.names)})` : ""}`);
  if (report.resources) {
    const names = report.resources.items.map((r) => r.name);
    lines.push(`Resources: ${report.resources.count}${names.length ? ` (${list(names)})` : ""}`);
  }
  if (lines.length > 0) lines.push("Prompts and resources cost nothing until they are read into a conversation.");
  return lines;
}
__name(inventory, "inventory");
function renderMeasurementText(report) {
  const { header, body, total } = rows2(report, (s) => escapeTerminal(s));
  const align = header.map((_, i) => i === 0 || i === header.length - 1 ? "left" : "right");
  const out = [
    `${escapeTerminal(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings.map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (${e})`).join(", ")} sent with every request`,
    "",
    textTable(header, [...body, total], align),
    "",
    ...modelSection(modelLines(report, escapeTerminal), (l) => `  ${l}`),
    "",
    ...instructionsLine(report, escapeTerminal),
    "",
    ...inventory(report, (s) => escapeTerminal(s))
  ];
  const warned = warnings(report, escapeTerminal);
  if (warned.length > 0) out.push("", ...warned.map((w) => `warning: ${w}`));
  out.push("", `Method: model view = ${report.method.views.model}; totals = ${report.method.total}.`);
  return `${out.join("\n").replace(/\n{3,}/g, "\n\n")}
`;
}
__name(renderMeasurementText, "renderMeasurementText");
var METHOD_MARKDOWN = "Counted per tool as compact <code>JSON.stringify({ name, description, inputSchema })</code> as sent (the model view); raw = the whole tool object as sent. Totals are sums over tools.";
function renderMeasurementMarkdown(report) {
  const { header, body, total } = rows2(report, (s) => escapeMarkdown(s));
  const align = header.map((_, i) => i === 0 || i === header.length - 1 ? "l" : "r");
  const totalBold = total.map((c) => c ? `**${c}**` : c);
  const parts = [
    `### ${escapeMarkdown(serverLabel(report), 80)}: ${plural(report.tools.length, "tool")}, ${report.method.encodings.map((e) => `${formatInt(report.totals[e]?.model ?? 0)} tokens (\`${e}\`)`).join(", ")}`,
    "",
    markdownTable([header, ...body, totalBold], { align }),
    "",
    ...modelSection(modelLines(report, escapeMarkdown), (l) => `- ${l}`, "\n"),
    "",
    ...instructionsLine(report, escapeMarkdown),
    "",
    ...inventory(report, (s) => escapeMarkdown(s, 60)).map((l) => `${l}  `)
  ];
  const warned = warnings(report, escapeMarkdown);
  if (warned.length > 0) parts.push("", "**Warnings**", "", ...warned.map((w) => `- ${w}`));
  parts.push("", `<sub>${METHOD_MARKDOWN}</sub>`);
  return `${parts.join("\n").replace(/\n{3,}/g, "\n\n")}
`;
}
__name(renderMeasurementMarkdown, "renderMeasurementMarkdown");

// src/core/hints/patch.ts
var import_fast_json_patch = __toESM(require_fast_json_patch(), 1);
function applyToCopy(document, patch) {
  return import_fast_json_patch.default.applyPatch(document, patch, true, false, true).newDocument;
}
__name(applyToCopy, "applyToCopy");

// src/core/hints/schema-walk.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function pointer(...tokens) {
  return tokens.map((t) => `/${String(t).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
__name(pointer, "pointer");
var SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
var SCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
var SCHEMA_VALUES = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "additionalItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else"
];
function schemaNodes(tool) {
  const out = [];
  const visit2 = /* @__PURE__ */ __name((schema, node) => {
    if (!isObject(schema)) return;
    out.push({ schema, ...node });
    const child = /* @__PURE__ */ __name((value, path4, extra = {}) => visit2(value, { path: path4, root: false, depth: node.depth + 1, ...extra }), "child");
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const map of SCHEMA_MAPS) {
      const members = schema[map];
      if (!isObject(members)) continue;
      for (const [key, value] of Object.entries(members)) {
        if (map === "properties") {
          const parameter = node.root ? key : node.parameter === void 0 ? void 0 : `${node.parameter}.${key}`;
          child(value, `${node.path}${pointer(map, key)}`, {
            property: key,
            optional: !required.has(key),
            ...parameter === void 0 ? {} : { parameter }
          });
        } else if (map === "$defs" || map === "definitions") {
          child(value, `${node.path}${pointer(map, key)}`, { definition: key });
        } else {
          child(value, `${node.path}${pointer(map, key)}`);
        }
      }
    }
    for (const list of SCHEMA_LISTS) {
      const members = schema[list];
      if (!Array.isArray(members)) continue;
      members.forEach((value, i) => {
        child(value, `${node.path}${pointer(list, i)}`);
      });
    }
    for (const key of SCHEMA_VALUES) {
      const value = schema[key];
      const itemsParameter = key === "items" && node.parameter !== void 0 ? `${node.parameter}[]` : void 0;
      if (Array.isArray(value)) {
        value.forEach((v, i) => {
          child(v, `${node.path}${pointer(key, i)}`);
        });
      } else {
        child(value, `${node.path}${pointer(key)}`, itemsParameter ? { parameter: itemsParameter } : {});
      }
    }
  }, "visit");
  visit2(tool.inputSchema, { path: pointer("inputSchema"), root: true, depth: 0 });
  return out;
}
__name(schemaNodes, "schemaNodes");
function descriptions(tool) {
  const out = [];
  if (typeof tool.description === "string") out.push({ path: pointer("description"), text: tool.description });
  for (const node of schemaNodes(tool)) {
    if (typeof node.schema.description === "string") {
      out.push({ path: `${node.path}${pointer("description")}`, text: node.schema.description });
    }
  }
  return out;
}
__name(descriptions, "descriptions");
function tokensOf(path4) {
  if (path4 === "") return [];
  return path4.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
__name(tokensOf, "tokensOf");
function commonPointer(paths) {
  const [first, ...rest] = paths.map(tokensOf);
  if (!first) return "";
  let length = first.length;
  for (const tokens of rest) {
    let i = 0;
    while (i < length && i < tokens.length && tokens[i] === first[i]) i++;
    length = i;
  }
  return pointer(...first.slice(0, length));
}
__name(commonPointer, "commonPointer");

// src/core/hints/description-rules.ts
function replaceText(path4, before, after, note) {
  return {
    path: path4,
    patch: [
      { op: "test", path: path4, value: before },
      { op: "replace", path: path4, value: after }
    ],
    changesValidation: false,
    note
  };
}
__name(replaceText, "replaceText");
function tidyWhitespace(text) {
  return text.replace(/\r\n?/g, "\n").split("\n").map((line) => line.replace(/[ \t]+$/, "").replace(/(\S)[ \t]{2,}/g, "$1 ")).join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
__name(tidyWhitespace, "tidyWhitespace");
function stripDecoration(text) {
  return text.split("\n").filter((line) => !/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)).map(
    (line) => line.replace(/^(\s*)#{1,6}\s+/, "$1").replace(/\*\*(?=\S)([^*\n]+?)\*\*/g, "$1").replace(/__(?=\S)([^_\n]+?)__/g, "$1")
  ).join("\n");
}
__name(stripDecoration, "stripDecoration");
function findDescriptionFormatting(tool) {
  const out = [];
  for (const { path: path4, text } of descriptions(tool)) {
    const spaced = tidyWhitespace(text);
    const plain = tidyWhitespace(stripDecoration(spaced));
    if (plain === text) continue;
    const kinds = [spaced !== text ? "whitespace" : null, plain !== spaced ? "markdown" : null].filter(Boolean);
    out.push(replaceText(path4, text, plain, kinds.join(" and ")));
  }
  return out;
}
__name(findDescriptionFormatting, "findDescriptionFormatting");
var indentOf = /* @__PURE__ */ __name((line) => (/^[ \t]*/.exec(line)?.[0] ?? "").length, "indentOf");
var PARAMETER_LINE = /^\s*(?:[-*•+]\s+|\d+[.)]\s+)?[`*_'"]*([A-Za-z_$][\w$.-]*)[`*_'"]*\s*(?:\([^)\n]*\))?\s*(?::|\s[-–—]\s)/;
var PARAMETERS_HEADING = /^\s*(?:#+\s*)?(?:args|arguments|parameters|params|inputs?)(?:\s+explained)?\s*:?\s*$/i;
function withoutParameterLines(text, described) {
  const lines = text.split("\n");
  const drop = new Array(lines.length).fill(false);
  const names = [];
  for (let i = 0; i < lines.length; i++) {
    const name = PARAMETER_LINE.exec(lines[i])?.[1];
    if (name === void 0 || !described.has(name)) continue;
    drop[i] = true;
    if (!names.includes(name)) names.push(name);
    const indent = indentOf(lines[i]);
    while (i + 1 < lines.length && lines[i + 1].trim() !== "" && indentOf(lines[i + 1]) > indent) {
      drop[++i] = true;
    }
  }
  if (names.length === 0) return null;
  for (let i = 0; i < lines.length; i++) {
    if (!PARAMETERS_HEADING.test(lines[i])) continue;
    let j = i + 1;
    let any = false;
    let all = true;
    for (; j < lines.length && lines[j].trim() !== ""; j++) {
      any = true;
      if (!drop[j]) all = false;
    }
    if (any && all) drop[i] = true;
  }
  const kept = lines.filter((_, i) => !drop[i]).join("\n");
  return { text: kept.replace(/\n{3,}/g, "\n\n").trim(), names };
}
__name(withoutParameterLines, "withoutParameterLines");
function findDescriptionRepeatsParameters(tool) {
  const schema = tool.inputSchema;
  if (typeof tool.description !== "string" || !isObject(schema) || !isObject(schema.properties)) return [];
  const described = new Set(
    Object.entries(schema.properties).filter(([, property]) => isObject(property) && typeof property.description === "string").map(([name]) => name)
  );
  const result = withoutParameterLines(tool.description, described);
  if (!result) return [];
  return [replaceText(pointer("description"), tool.description, result.text, result.names.join(", "))];
}
__name(findDescriptionRepeatsParameters, "findDescriptionRepeatsParameters");

// src/core/hints/schema-rules.ts
var equalJson = /* @__PURE__ */ __name((a, b) => JSON.stringify(a) === JSON.stringify(b), "equalJson");
var isNullSchema = /* @__PURE__ */ __name((value) => isObject(value) && equalJson(value, { type: "null" }), "isNullSchema");
var APPLIES_TO_EVERY_TYPE = ["const", "not", "allOf", "anyOf", "oneOf", "if", "$ref", "enum"];
function nullPattern(schema) {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const nullIndex = anyOf.findIndex(isNullSchema);
  const branchIndex = 1 - nullIndex;
  const branch = anyOf[branchIndex];
  if (nullIndex === -1 || !isObject(branch) || isNullSchema(branch)) return null;
  if (Object.keys(branch).some((key) => key !== "anyOf" && Object.hasOwn(schema, key))) return null;
  return { branch, branchIndex, nullIndex };
}
__name(nullPattern, "nullPattern");
function typeArrayable(branch, node) {
  if (typeof branch.type !== "string" || branch.type === "null") return false;
  if ((branch.type === "object" || branch.type === "array") && node.property !== void 0 && node.optional) {
    return false;
  }
  if (APPLIES_TO_EVERY_TYPE.some((key) => key !== "enum" && Object.hasOwn(branch, key))) return false;
  return branch.enum === void 0 || Array.isArray(branch.enum);
}
__name(typeArrayable, "typeArrayable");
function liftBranch(node, pattern, asTypeArray) {
  const at = /* @__PURE__ */ __name((...tokens) => `${node.path}${pointer(...tokens)}`, "at");
  const from = /* @__PURE__ */ __name((key) => at("anyOf", pattern.branchIndex, key), "from");
  const ops = [{ op: "test", path: at("anyOf", pattern.nullIndex), value: { type: "null" } }];
  if (asTypeArray) ops.push({ op: "test", path: from("type"), value: pattern.branch.type });
  for (const key of Object.keys(pattern.branch)) {
    if (asTypeArray && key === "type") {
      ops.push({ op: "add", path: at("type"), value: [pattern.branch.type, "null"] });
    } else if (asTypeArray && key === "enum") {
      const values = pattern.branch.enum;
      ops.push({ op: "move", from: from(key), path: at(key) });
      if (!values.includes(null)) ops.push({ op: "add", path: at("enum", "-"), value: null });
    } else {
      ops.push({ op: "move", from: from(key), path: at(key) });
    }
  }
  ops.push({ op: "remove", path: at("anyOf") });
  return ops;
}
__name(liftBranch, "liftBranch");
function findAnyOfNullTypeArray(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    const pattern = nullPattern(node.schema);
    if (!pattern || !typeArrayable(pattern.branch, node)) continue;
    out.push({
      path: `${node.path}${pointer("anyOf")}`,
      patch: liftBranch(node, pattern, true),
      changesValidation: false,
      note: node.parameter ?? node.property ?? node.path
    });
  }
  return out;
}
__name(findAnyOfNullTypeArray, "findAnyOfNullTypeArray");
function findAnyOfNullOptional(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    const pattern = nullPattern(node.schema);
    if (!pattern || typeArrayable(pattern.branch, node) || node.property === void 0 || !node.optional) continue;
    out.push({
      path: `${node.path}${pointer("anyOf")}`,
      patch: liftBranch(node, pattern, false),
      changesValidation: true,
      note: node.parameter ?? node.property
    });
  }
  return out;
}
__name(findAnyOfNullOptional, "findAnyOfNullOptional");
function removeKey(node, key, changesValidation, note) {
  const path4 = `${node.path}${pointer(key)}`;
  const finding = {
    path: path4,
    patch: [
      { op: "test", path: path4, value: node.schema[key] },
      { op: "remove", path: path4 }
    ],
    changesValidation
  };
  if (note !== void 0) finding.note = note;
  return finding;
}
__name(removeKey, "removeKey");
function usesDialectSensitiveKeywords(nodes) {
  return nodes.some(
    ({ schema }) => Array.isArray(schema.items) || schema.additionalItems !== void 0 || schema.dependencies !== void 0 || schema.$recursiveRef !== void 0
  );
}
__name(usesDialectSensitiveKeywords, "usesDialectSensitiveKeywords");
var UNNEEDED_KEYS = ["$schema", "$id", "$comment"];
function findUnneededKeys(tool) {
  const nodes = schemaNodes(tool);
  const dialect = usesDialectSensitiveKeywords(nodes);
  const externalRefs = nodes.some(({ schema }) => typeof schema.$ref === "string" && !schema.$ref.startsWith("#"));
  const out = [];
  for (const node of nodes) {
    for (const key of UNNEEDED_KEYS) {
      if (!Object.hasOwn(node.schema, key)) continue;
      const changes = key === "$schema" && dialect || key === "$id" && externalRefs;
      out.push(removeKey(node, key, changes, key));
    }
  }
  return out;
}
__name(findUnneededKeys, "findUnneededKeys");
function findDefaultNull(tool) {
  return schemaNodes(tool).filter((node) => node.property !== void 0 && node.schema.default === null).map((node) => removeKey(node, "default", false, node.parameter ?? node.property));
}
__name(findDefaultNull, "findDefaultNull");
var normalizeName = /* @__PURE__ */ __name((text) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""), "normalizeName");
var ROOT_TITLE_SUFFIXES = ["", "arguments", "args", "input", "inputs", "params", "parameters", "request", "schema"];
function findTitleRepeatsName(tool) {
  const out = [];
  const toolName = typeof tool.name === "string" ? normalizeName(tool.name) : null;
  for (const node of schemaNodes(tool)) {
    const title = node.schema.title;
    if (typeof title !== "string") continue;
    const name = node.property ?? node.definition;
    const repeats = name !== void 0 && normalizeName(title) === normalizeName(name) || node.root && toolName !== null && ROOT_TITLE_SUFFIXES.some((s) => normalizeName(title) === toolName + s);
    if (repeats) out.push(removeKey(node, "title", false, node.parameter ?? name ?? "(the whole inputSchema)"));
  }
  return out;
}
__name(findTitleRepeatsName, "findTitleRepeatsName");
function findNestedAdditionalPropertiesFalse(tool) {
  const nodes = schemaNodes(tool).filter((node) => node.schema.additionalProperties === false);
  if (nodes.length < 2) return [];
  return nodes.filter((node) => !node.root).map((node) => removeKey(node, "additionalProperties", true, node.path));
}
__name(findNestedAdditionalPropertiesFalse, "findNestedAdditionalPropertiesFalse");
function findSafeIntegerBounds(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    if (node.schema.maximum === Number.MAX_SAFE_INTEGER) out.push(removeKey(node, "maximum", true, node.path));
    if (node.schema.minimum === -Number.MAX_SAFE_INTEGER) out.push(removeKey(node, "minimum", true, node.path));
  }
  return out;
}
__name(findSafeIntegerBounds, "findSafeIntegerBounds");
var LONG_ENUM = 20;
function findLongEnums(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    const values = node.schema.enum;
    if (!Array.isArray(values) || values.length < LONG_ENUM) continue;
    const finding = removeKey(node, "enum", true, `${node.parameter ?? node.property ?? node.path} (${values.length})`);
    if (node.schema.type === void 0 && values.every((v) => typeof v === "string")) {
      finding.patch.push({ op: "add", path: `${node.path}${pointer("type")}`, value: "string" });
    }
    out.push(finding);
  }
  return out;
}
__name(findLongEnums, "findLongEnums");
var MIN_REPEATED_LENGTH = 60;
var inside = /* @__PURE__ */ __name((path4, ancestor) => path4.startsWith(`${ancestor}/`), "inside");
function findRepeatedSubschemas(tool) {
  const schema = tool.inputSchema;
  if (!isObject(schema)) return [];
  const groups = /* @__PURE__ */ new Map();
  for (const node of schemaNodes(tool)) {
    if (node.root || node.path.includes("/$defs/") || node.path.includes("/definitions/")) continue;
    const json = JSON.stringify(node.schema);
    if (json.length < MIN_REPEATED_LENGTH) continue;
    groups.set(json, [...groups.get(json) ?? [], node]);
  }
  const chosen = [];
  const taken = [];
  const written = /* @__PURE__ */ __name(([json, nodes]) => json.length * (nodes.length - 1), "written");
  for (const [json, nodes] of [...groups].sort((a, b) => written(b) - written(a))) {
    const free = nodes.filter((n) => !taken.some((t) => n.path === t || inside(n.path, t) || inside(t, n.path)));
    if (free.length < 2) continue;
    chosen.push({ json, nodes: free });
    taken.push(...free.map((n) => n.path));
  }
  if (chosen.length === 0) return [];
  const defsKey = !isObject(schema.$defs) && isObject(schema.definitions) ? "definitions" : "$defs";
  const existing = isObject(schema[defsKey]) ? schema[defsKey] : null;
  const used = new Set(Object.keys(existing ?? {}));
  const names = chosen.map(({ nodes }) => {
    const base = ((nodes.find((n) => n.property !== void 0)?.property ?? "schema").replace(/[^A-Za-z0-9_]/g, "") || "schema").replace(/^\d/, "_$&");
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}${i}`;
    used.add(name);
    return name;
  });
  const ops = [];
  for (const { json, nodes } of chosen) {
    for (const node of nodes) ops.push({ op: "test", path: node.path, value: JSON.parse(json) });
  }
  const defsPath = pointer("inputSchema", defsKey);
  if (existing) {
    chosen.forEach(({ json }, i) => {
      ops.push({ op: "add", path: `${defsPath}${pointer(names[i])}`, value: JSON.parse(json) });
    });
  } else {
    ops.push({
      op: "add",
      path: defsPath,
      value: Object.fromEntries(chosen.map(({ json }, i) => [names[i], JSON.parse(json)]))
    });
  }
  chosen.forEach(({ nodes }, i) => {
    for (const node of nodes) {
      ops.push({ op: "replace", path: node.path, value: { $ref: `#/${defsKey}/${names[i]}` } });
    }
  });
  const note = chosen.map(({ nodes }, i) => `${names[i]} x${nodes.length}`).join(", ");
  return [{ path: pointer("inputSchema"), patch: ops, changesValidation: false, note }];
}
__name(findRepeatedSubschemas, "findRepeatedSubschemas");
function resolveLocalRef(tool, ref) {
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  const schema = tool.inputSchema;
  if (!match || !isObject(schema)) return null;
  const defs = schema[match[1]];
  const name = match[2].replace(/~1/g, "/").replace(/~0/g, "~");
  const target = isObject(defs) ? defs[name] : void 0;
  if (!isObject(target) || JSON.stringify(target).includes(`"${ref}"`)) return null;
  return target;
}
__name(resolveLocalRef, "resolveLocalRef");
function disjointByType(branches) {
  const types = branches.map((b) => isObject(b) && typeof b.type === "string" ? b.type : null);
  if (types.some((t) => t === null)) return false;
  const set = new Set(types);
  return set.size === types.length && !(set.has("integer") && set.has("number"));
}
__name(disjointByType, "disjointByType");
function findHiddenFromHarmony(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    if (node.parameter === void 0) continue;
    const { schema } = node;
    const at = /* @__PURE__ */ __name((...tokens) => `${node.path}${pointer(...tokens)}`, "at");
    const collides = /* @__PURE__ */ __name((keys, except) => keys.some((k) => k !== except && Object.hasOwn(schema, k)), "collides");
    if (typeof schema.$ref === "string") {
      const target = resolveLocalRef(tool, schema.$ref);
      if (!target || collides(Object.keys(target), "$ref")) continue;
      const ops = [
        { op: "test", path: at("$ref"), value: schema.$ref },
        { op: "remove", path: at("$ref") }
      ];
      for (const [key, value] of Object.entries(target)) ops.push({ op: "add", path: at(key), value });
      out.push({ path: at("$ref"), patch: ops, changesValidation: false, note: `${node.parameter}: $ref` });
    } else if (Array.isArray(schema.anyOf) && !nullPattern(schema) && !Object.hasOwn(schema, "oneOf")) {
      out.push({
        path: at("anyOf"),
        patch: [{ op: "move", from: at("anyOf"), path: at("oneOf") }],
        changesValidation: !disjointByType(schema.anyOf),
        note: `${node.parameter}: anyOf`
      });
    } else if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && isObject(schema.allOf[0])) {
      const member = schema.allOf[0];
      if (collides(Object.keys(member), "allOf")) continue;
      const ops = Object.keys(member).map((key) => ({
        op: "move",
        from: at("allOf", 0, key),
        path: at(key)
      }));
      ops.push({ op: "remove", path: at("allOf") });
      out.push({ path: at("allOf"), patch: ops, changesValidation: false, note: `${node.parameter}: allOf` });
    }
  }
  return out;
}
__name(findHiddenFromHarmony, "findHiddenFromHarmony");

// src/core/hints/rules.ts
var places = /* @__PURE__ */ __name((findings) => findings.length === 1 ? "in 1 place" : `in ${findings.length} places`, "places");
var notes = /* @__PURE__ */ __name((findings, max = 6) => {
  const list = [...new Set(findings.map((f) => f.note).filter((n) => n !== void 0))];
  return list.length <= max ? list.join(", ") : `${list.slice(0, max).join(", ")} and ${list.length - max} more`;
}, "notes");
var RULES = [
  {
    id: "anyof-null-type-array",
    title: "anyOf: [X, {type: null}] where a type list says the same",
    find: findAnyOfNullTypeArray,
    message: /* @__PURE__ */ __name((f) => `anyOf [X, {"type":"null"}] ${places(f)} (${notes(f)}): write X with "type": [T, "null"] instead; the same values are accepted (pydantic v2 writes \`T | None\` this way: a GenerateJsonSchema subclass whose nullable_schema returns the type list writes the short form; zod writes it for nullable objects and arrays). A parameter that is optional anyway can drop null altogether (zod .optional() instead of .nullish())`, "message")
  },
  {
    id: "anyof-null-optional",
    title: "anyOf: [X, {type: null}] on an optional parameter whose X has no single type",
    find: findAnyOfNullOptional,
    message: /* @__PURE__ */ __name((f) => `anyOf [X, {"type":"null"}] on optional parameters ${places(f)} (${notes(f)}): drop the null branch and keep X; callers omit the parameter instead of sending null (zod .optional() instead of .nullish(); pydantic: \`x: Model | None = None\` -> a default without \`| None\`, or exclude None from the schema). Changes validation: null is no longer accepted`, "message")
  },
  {
    id: "unneeded-keys",
    title: "$schema, $id and $comment, which models do not need",
    find: findUnneededKeys,
    message: /* @__PURE__ */ __name((f) => `${notes(f)} ${places(f)}: no model reads them; MCP clients assume JSON Schema 2020-12 without $schema (the MCP TypeScript SDK writes it when it converts a zod schema: strip it from the generated schema; pydantic writes none)` + (f.some((x) => x.changesValidation) ? ". Changes validation: the schema uses keywords whose meaning depends on the dialect" : ""), "message")
  },
  {
    id: "default-null",
    title: "default: null",
    find: findDefaultNull,
    message: /* @__PURE__ */ __name((f) => `"default": null ${places(f)} (${notes(f)}): a parameter left out is already absent; drop the default (pydantic writes it for \`x: T | None = None\` and Field(default=None): a json_schema_extra that pops 'default', or a GenerateJsonSchema subclass; zod: no .default(null))`, "message")
  },
  {
    id: "title-repeats-name",
    title: "title keys that repeat the property name",
    find: findTitleRepeatsName,
    message: /* @__PURE__ */ __name((f) => `"title" that only repeats the name ${places(f)} (${notes(f)}): drop it (pydantic writes a title for every field and model: a GenerateJsonSchema subclass whose field_title_should_be_set returns False; zod: no .meta({ title }))`, "message")
  },
  {
    id: "additional-properties-false",
    title: "additionalProperties: false repeated on every nested object",
    find: findNestedAdditionalPropertiesFalse,
    message: /* @__PURE__ */ __name((f) => `"additionalProperties": false on ${f.length} nested ${f.length === 1 ? "object" : "objects"}: keep it on the root at most (zod: z.object instead of z.strictObject / .strict() for nested objects; pydantic: extra='forbid' only on the top model). Changes validation: unknown keys in nested objects are accepted`, "message")
  },
  {
    id: "safe-integer-bounds",
    title: "minimum/maximum of +-9007199254740991 (zod's .int())",
    find: findSafeIntegerBounds,
    message: /* @__PURE__ */ __name((f) => `minimum/maximum of +-9007199254740991 ${places(f)}: zod's .int() writes Number.MAX_SAFE_INTEGER as bounds; they tell a model nothing. Drop them (z.number().int() -> z.number() with an explicit .min()/.max() where it matters, or strip them from the generated schema). Changes validation: integers beyond 2^53 are accepted`, "message")
  },
  {
    id: "long-enum",
    title: `enums of ${LONG_ENUM} values or more`,
    find: findLongEnums,
    message: /* @__PURE__ */ __name((f) => `long enum ${places(f)} (${notes(f)}): every value is sent on every request. If the server checks the value itself, drop the enum and say where valid values come from (a list tool, a format). Changes validation: any string of the type is accepted`, "message")
  },
  {
    id: "repeated-subschema",
    title: "identical sub-schemas written many times",
    find: findRepeatedSubschemas,
    message: /* @__PURE__ */ __name((f) => `identical sub-schemas written more than once (${notes(f)}): define each once under $defs and $ref it (zod 4: z.toJSONSchema(schema, { reused: 'ref' }); pydantic does this for nested models). Beware: gpt-oss's harmony format renders $ref as any, so gpt-oss no longer sees these parameters' types (see the gpt-oss figures with -m gpt-oss), and some clients do not resolve $ref`, "message")
  },
  {
    id: "description-repeats-parameters",
    title: "tool descriptions that repeat the parameter descriptions",
    find: findDescriptionRepeatsParameters,
    message: /* @__PURE__ */ __name((f) => `the tool description explains parameters that have their own description (${notes(f)}): merge anything it adds into those parameter descriptions and drop the lines (FastMCP/pydantic: an Args: section in the docstring; put it in Field(description=...) / Annotated instead)`, "message")
  },
  {
    id: "description-formatting",
    title: "whitespace and markdown decoration in descriptions",
    find: findDescriptionFormatting,
    message: /* @__PURE__ */ __name((f) => `${notes(f, 2)} in descriptions ${places(f)}: trim ends and line ends, collapse runs of spaces and blank lines, drop bold markers, heading hashes and rules (a dedent() of a template literal or inspect.cleandoc() of a docstring does most of it)`, "message")
  },
  {
    id: "hidden-from-gpt-oss",
    title: "parameters gpt-oss cannot see (harmony renders anyOf, allOf and $ref as any)",
    profiles: ["gpt-oss"],
    find: findHiddenFromHarmony,
    message: /* @__PURE__ */ __name((f) => `gpt-oss renders these parameters as "any" and never sees their type (${notes(f)}): inline the $ref, write anyOf as oneOf (harmony renders oneOf as variants), merge a one-member allOf (pydantic: a discriminated union, Field(discriminator=...), emits oneOf; zod writes anyOf for unions: rename it in the generated schema)` + (f.some((x) => x.changesValidation) ? ". Changes validation: oneOf rejects a value that matches more than one branch" : ""), "message")
  }
];

// src/core/hints/hints.ts
var depth = /* @__PURE__ */ __name((path4) => path4.split("/").length, "depth");
function facingTool(tool) {
  const facing = modelFacing(tool);
  const out = { name: String(facing.name), inputSchema: facing.inputSchema };
  if (typeof facing.description === "string") out.description = facing.description;
  return out;
}
__name(facingTool, "facingTool");
async function measureTool(tool, encoders, models2) {
  const json = JSON.stringify(modelFacing(tool));
  const tokens = {};
  for (const encoder of encoders) tokens[encoder.name] = encoder.count(json);
  const measured = { tokens, models: {} };
  for (const { id, counter } of models2) {
    const count = await counter.count([facingTool(tool)], null);
    measured.models[id] = { tools: count.tools, hidden: new Set((count.hiddenParameters ?? []).map((p) => p.path)) };
  }
  return measured;
}
__name(measureTool, "measureTool");
function difference(before, after) {
  const saves = {};
  for (const [name, n] of Object.entries(before.tokens)) saves[name] = n - (after.tokens[name] ?? 0);
  const models2 = {};
  for (const [id, b] of Object.entries(before.models)) {
    const a = after.models[id];
    if (!a) continue;
    const saving = { saves: b.tools - a.tools };
    const reveals = [...b.hidden].filter((p) => !a.hidden.has(p));
    const hides = [...a.hidden].filter((p) => !b.hidden.has(p));
    if (reveals.length > 0) saving.reveals = reveals;
    if (hides.length > 0) saving.hides = hides;
    models2[id] = saving;
  }
  return { saves, models: models2 };
}
__name(difference, "difference");
function combine(findings) {
  const ordered2 = findings.map((finding, index) => ({ finding, index })).sort((a, b) => depth(b.finding.path) - depth(a.finding.path) || a.index - b.index).map(({ finding }) => finding);
  return {
    patch: ordered2.flatMap((f) => f.patch),
    paths: findings.map((f) => f.path),
    changesValidation: findings.some((f) => f.changesValidation)
  };
}
__name(combine, "combine");
var worthShowing = /* @__PURE__ */ __name((hint) => Object.values(hint.saves).some((n) => n > 0) || Object.values(hint.models).some((m) => m.saves > 0 || (m.reveals?.length ?? 0) > 0), "worthShowing");
var describeError = /* @__PURE__ */ __name((error) => error instanceof Error ? error.message.split("\n")[0] : String(error), "describeError");
async function hintsFor(tools, encoders, options = {}) {
  const models2 = options.models ?? [];
  const modelIds = models2.map((m) => m.id);
  const rules = (options.rules ?? RULES).filter((r) => !r.profiles || r.profiles.some((p) => modelIds.includes(p)));
  const hints = [];
  const skipped = [];
  const totalSaves = Object.fromEntries(encoders.map((e) => [e.name, 0]));
  const totalModelSaves = Object.fromEntries(modelIds.map((id) => [id, 0]));
  for (const tool of tools) {
    if (!isObject(tool) || typeof tool.name !== "string") continue;
    const before = await measureTool(tool, encoders, models2);
    const toolHints = [];
    for (const rule of rules) {
      const findings = rule.find(tool, { models: modelIds });
      if (findings.length === 0) continue;
      const { patch, paths, changesValidation } = combine(findings);
      let patched;
      try {
        patched = applyToCopy(tool, patch);
      } catch (error) {
        skipped.push({
          tool: tool.name,
          rule: rule.id,
          path: commonPointer(paths),
          reason: `defect: ${describeError(error)}`
        });
        continue;
      }
      const effect = difference(before, await measureTool(patched, encoders, models2));
      if (!worthShowing(effect)) continue;
      const hint = {
        tool: tool.name,
        rule: rule.id,
        message: rule.message(findings, tool),
        path: paths.length === 1 ? paths[0] : commonPointer(paths),
        patch,
        saves: effect.saves,
        changesValidation
      };
      if (paths.length > 1) hint.paths = paths;
      if (models2.length > 0) hint.models = effect.models;
      toolHints.push(hint);
    }
    if (toolHints.length === 0) continue;
    hints.push(...toolHints);
    const first = encoders[0]?.name ?? "";
    const byValue = [...toolHints].sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
    let all = tool;
    for (const hint of byValue) {
      try {
        all = applyToCopy(all, hint.patch);
      } catch (error) {
        skipped.push({
          tool: hint.tool,
          rule: hint.rule,
          path: hint.path,
          reason: `conflicts with an earlier hint of this tool: ${describeError(error)}`
        });
      }
    }
    const together = difference(before, await measureTool(all, encoders, models2));
    for (const [name, n] of Object.entries(together.saves)) totalSaves[name] = (totalSaves[name] ?? 0) + n;
    for (const [id, m] of Object.entries(together.models)) totalModelSaves[id] = (totalModelSaves[id] ?? 0) + m.saves;
  }
  const result = {
    hints,
    totalSaves,
    skipped,
    method: { view: "model", encodings: encoders.map((e) => e.name), models: modelIds }
  };
  if (models2.length > 0) result.totalModelSaves = totalModelSaves;
  return result;
}
__name(hintsFor, "hintsFor");

// src/run/hints.ts
function hintProfiles(models2) {
  const exact = models2.filter((m) => m.fidelity === "exact");
  const warnings2 = models2.filter((m) => m.fidelity !== "exact").map(
    (m) => `no hint savings for ${m.id}: its figure is ${m.fidelity === "estimate" ? "an estimate from the o200k_base count (its savings follow the o200k_base column)" : "a provider count, one paid request per rewrite"}; only exact profiles are counted again`
  );
  return { exact, warnings: warnings2 };
}
__name(hintProfiles, "hintProfiles");
async function hintsForServer(spec, options) {
  const { exact, warnings: warnings2 } = hintProfiles(options.models ?? []);
  const [encoders, counters, listing] = await Promise.all([
    loadEncoders(options.encodings),
    Promise.all(exact.map((profile) => profile.load(options.profileContext ?? {}))),
    listServer(spec, options)
  ]);
  const models2 = exact.map((profile, i) => ({
    id: profile.id,
    counter: counters[i]
  }));
  const result = await hintsFor(listing.tools, encoders, { models: models2 });
  return { server: listing.server, result, warnings: [...warnings2, ...listing.warnings] };
}
__name(hintsForServer, "hintsForServer");
function serializeHints(result) {
  return `${JSON.stringify(result, null, 2)}
`;
}
__name(serializeHints, "serializeHints");

// src/cli/options.ts
function parseFormat(value) {
  return parseChoice("--format", value, ["table", "markdown", "json"], "table");
}
__name(parseFormat, "parseFormat");

// src/cli/setup.ts
import os from "node:os";

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  __name(scanHexDigits, "scanHexDigits");
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  __name(setPosition, "setPosition");
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  __name(scanNumber, "scanNumber");
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  __name(scanString, "scanString");
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code2 = text.charCodeAt(pos);
    if (isWhiteSpace(code2)) {
      do {
        pos++;
        value += String.fromCharCode(code2);
        code2 = text.charCodeAt(pos);
      } while (isWhiteSpace(code2));
      return token = 15;
    }
    if (isLineBreak(code2)) {
      pos++;
      value += String.fromCharCode(code2);
      if (code2 === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code2) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code2);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code2);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code2)) {
          pos++;
          code2 = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code2);
        pos++;
        return token = 16;
    }
  }
  __name(scanNext, "scanNext");
  function isUnknownContentCharacter(code2) {
    if (isWhiteSpace(code2) || isLineBreak(code2)) {
      return false;
    }
    switch (code2) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  __name(isUnknownContentCharacter, "isUnknownContentCharacter");
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  __name(scanNextNonTrivia, "scanNextNonTrivia");
  return {
    setPosition,
    getPosition: /* @__PURE__ */ __name(() => pos, "getPosition"),
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: /* @__PURE__ */ __name(() => token, "getToken"),
    getTokenValue: /* @__PURE__ */ __name(() => value, "getTokenValue"),
    getTokenOffset: /* @__PURE__ */ __name(() => tokenOffset, "getTokenOffset"),
    getTokenLength: /* @__PURE__ */ __name(() => pos - tokenOffset, "getTokenLength"),
    getTokenStartLine: /* @__PURE__ */ __name(() => lineStartOffset, "getTokenStartLine"),
    getTokenStartCharacter: /* @__PURE__ */ __name(() => tokenOffset - prevTokenLineStartOffset, "getTokenStartCharacter"),
    getTokenError: /* @__PURE__ */ __name(() => scanError, "getTokenError")
  };
}
__name(createScanner, "createScanner");
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
__name(isWhiteSpace, "isWhiteSpace");
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
__name(isLineBreak, "isLineBreak");
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
__name(isDigit, "isDigit");
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  __name(onValue, "onValue");
  const visitor = {
    onObjectBegin: /* @__PURE__ */ __name(() => {
      const object = {};
      onValue(object);
      previousParents.push(currentParent);
      currentParent = object;
      currentProperty = null;
    }, "onObjectBegin"),
    onObjectProperty: /* @__PURE__ */ __name((name) => {
      currentProperty = name;
    }, "onObjectProperty"),
    onObjectEnd: /* @__PURE__ */ __name(() => {
      currentParent = previousParents.pop();
    }, "onObjectEnd"),
    onArrayBegin: /* @__PURE__ */ __name(() => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    }, "onArrayBegin"),
    onArrayEnd: /* @__PURE__ */ __name(() => {
      currentParent = previousParents.pop();
    }, "onArrayEnd"),
    onLiteralValue: onValue,
    onError: /* @__PURE__ */ __name((error, offset, length) => {
      errors.push({ error, offset, length });
    }, "onError")
  };
  visit(text, visitor, options);
  return currentParent[0];
}
__name(parse, "parse");
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  __name(toNoArgVisit, "toNoArgVisit");
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  __name(toOneArgVisit, "toOneArgVisit");
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  __name(toOneArgVisitWithPath, "toOneArgVisitWithPath");
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  __name(toBeginVisit, "toBeginVisit");
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  __name(toEndVisit, "toEndVisit");
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  __name(scanNext, "scanNext");
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  __name(handleError, "handleError");
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  __name(parseString, "parseString");
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  __name(parseLiteral, "parseLiteral");
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  __name(parseProperty, "parseProperty");
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  __name(parseObject, "parseObject");
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  __name(parseArray, "parseArray");
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  __name(parseValue, "parseValue");
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
__name(visit, "visit");

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse2 = parse;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code2) {
  switch (code2) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
__name(printParseErrorCode, "printParseErrorCode");

// src/core/setup/interpolate.ts
var InterpolationError = class extends Error {
  static {
    __name(this, "InterpolationError");
  }
};
var literal = /* @__PURE__ */ __name((value) => value, "literal");
function basename(dir) {
  const parts = dir.split(/[\\/]+/).filter((p) => p !== "");
  return parts.at(-1) ?? "";
}
__name(basename, "basename");
function editorVariables(options) {
  return (value, context) => value.replace(/\$\{([^}]*)\}/g, (whole, name) => {
    if (name.startsWith("env:")) return context.env[name.slice(4)] ?? "";
    if (name === "userHome") return context.home;
    if (name === "workspaceFolder") return context.workspace;
    if (name === "workspaceFolderBasename") return basename(context.workspace);
    if (name === "pathSeparator" || name === "/") return context.pathSeparator;
    if (options.inputs && name.startsWith("input:")) {
      const id = name.slice(6);
      const input = context.inputs[id];
      if (input === void 0) {
        throw new InterpolationError(
          `${whole} needs a value that ${options.client} would prompt for; give it with --input ${id}=VALUE`
        );
      }
      return input;
    }
    throw new InterpolationError(`${whole} is not a variable that can be resolved outside ${options.client}`);
  });
}
__name(editorVariables, "editorVariables");
var shellBraces = /* @__PURE__ */ __name((value, context) => value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(:-([^}]*))?\}/g, (whole, name, hasDefault, fallback) => {
  const set = context.env[name];
  if (set !== void 0 && set !== "") return set;
  if (hasDefault !== void 0) return fallback ?? "";
  if (set !== void 0) return set;
  throw new InterpolationError(`${whole}: the environment variable ${name} is not set and has no default`);
}), "shellBraces");
var windsurfVariables = /* @__PURE__ */ __name((value, context) => value.replace(/\$\{(env|file):([^}]*)\}/g, (whole, kind, ref) => {
  if (kind === "env") return context.env[ref] ?? "";
  try {
    return context.readText(ref).replace(/\r?\n$/, "");
  } catch (error) {
    throw new InterpolationError(`${whole}: could not read the file (${error.message})`);
  }
}), "windsurfVariables");
var geminiVariables = /* @__PURE__ */ __name((value, context) => {
  const posix = value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_whole, braced, bare) => context.env[braced ?? bare ?? ""] ?? ""
  );
  if (context.platform !== "win32") return posix;
  return posix.replace(/%([A-Za-z_][A-Za-z0-9_]*)%/g, (_whole, name) => context.env[name] ?? "");
}, "geminiVariables");

// src/core/setup/formats.ts
var editorUrl = { url: "auto" };
var CLIENT_FORMATS = {
  "claude-desktop": {
    id: "claude-desktop",
    client: "Claude Desktop",
    key: "mcpServers",
    comments: false,
    interpolate: literal,
    urlKeys: editorUrl,
    docs: "modelcontextprotocol.io quickstart (claude_desktop_config.json)"
  },
  "claude-code": {
    id: "claude-code",
    client: "Claude Code",
    key: "mcpServers",
    comments: false,
    interpolate: shellBraces,
    urlKeys: editorUrl,
    docs: "code.claude.com/docs/en/mcp (environment variable expansion in .mcp.json)"
  },
  cursor: {
    id: "cursor",
    client: "Cursor",
    key: "mcpServers",
    comments: false,
    interpolate: editorVariables({ inputs: false, client: "Cursor" }),
    urlKeys: editorUrl,
    docs: "cursor.com/docs/context/mcp (config interpolation)"
  },
  vscode: {
    id: "vscode",
    client: "VS Code",
    key: "servers",
    comments: true,
    interpolate: editorVariables({ inputs: true, client: "VS Code" }),
    urlKeys: editorUrl,
    docs: "code.visualstudio.com/docs/copilot/reference/mcp-configuration"
  },
  windsurf: {
    id: "windsurf",
    client: "Windsurf",
    key: "mcpServers",
    comments: false,
    interpolate: windsurfVariables,
    urlKeys: { serverUrl: "auto", url: "auto" },
    docs: "docs.windsurf.com/windsurf/cascade/mcp (config interpolation)"
  },
  gemini: {
    id: "gemini",
    client: "Gemini CLI",
    key: "mcpServers",
    comments: true,
    interpolate: geminiVariables,
    urlKeys: { httpUrl: "http", url: "sse" },
    docs: "geminicli.com/docs/tools/mcp-server"
  }
};
var CLIENT_FORMAT_IDS = Object.keys(CLIENT_FORMATS);
var ConfigFileError = class extends ToolError {
  static {
    __name(this, "ConfigFileError");
  }
  constructor(file, problem) {
    super("input", `configuration file ${file}: ${problem}`);
    this.name = "ConfigFileError";
  }
};
function lineOf(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
__name(lineOf, "lineOf");
function parseConfigText(text, format2, file) {
  const errors = [];
  const value = parse2(text, errors, {
    disallowComments: !format2.comments,
    allowTrailingComma: format2.comments,
    allowEmptyContent: false
  });
  const first = errors[0];
  if (first) {
    const what = printParseErrorCode(first.error);
    const hint = what === "InvalidCommentToken" ? ` (${format2.client} reads this file as strict JSON: comments are not allowed)` : "";
    throw new ConfigFileError(file, `line ${lineOf(text, first.offset)}: ${what}${hint}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ConfigFileError(file, "expected a JSON object at the top");
  }
  return value;
}
__name(parseConfigText, "parseConfigText");
var isObject2 = /* @__PURE__ */ __name((v) => typeof v === "object" && v !== null && !Array.isArray(v), "isObject");
function entriesOf(root, format2, scope, workspace, file) {
  let holder = root;
  if (scope === "local") {
    const projects = root.projects;
    holder = isObject2(projects) && isObject2(projects[workspace]) ? projects[workspace] : {};
  }
  const servers = holder[format2.key];
  if (servers === void 0) return {};
  if (!isObject2(servers)) throw new ConfigFileError(file, `"${format2.key}" must be an object of servers by name`);
  return servers;
}
__name(entriesOf, "entriesOf");
function stringField(entry, key) {
  const value = entry[key];
  if (value === void 0 || value === null) return null;
  if (typeof value !== "string") throw new InterpolationError(`"${key}" must be a string`);
  return value;
}
__name(stringField, "stringField");
function stringMap(entry, key) {
  const value = entry[key];
  if (value === void 0 || value === null) return {};
  if (!isObject2(value)) throw new InterpolationError(`"${key}" must be an object of strings`);
  const out = {};
  for (const [name, v] of Object.entries(value)) {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[name] = String(v);
    else throw new InterpolationError(`"${key}.${name}" must be a string`);
  }
  return out;
}
__name(stringMap, "stringMap");
function parseEnvFile(text) {
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const value = (match[2] ?? "").trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    out[match[1]] = quoted ? quoted[2] ?? "" : value;
  }
  return out;
}
__name(parseEnvFile, "parseEnvFile");
function launchOf(entry, format2, context) {
  const i = /* @__PURE__ */ __name((value) => format2.interpolate(value, context), "i");
  const map = /* @__PURE__ */ __name((key) => Object.fromEntries(Object.entries(stringMap(entry, key)).map(([k, v]) => [k, i(v)])), "map");
  const type = stringField(entry, "type");
  const command = stringField(entry, "command");
  const urlKey = Object.keys(format2.urlKeys).find((k) => typeof entry[k] === "string");
  const remote = type === "http" || type === "sse" || type === "streamable-http" || command === null && urlKey;
  if (remote) {
    const url = urlKey ? stringField(entry, urlKey) : null;
    if (url === null) {
      throw new InterpolationError(`a ${type ?? "remote"} server needs ${Object.keys(format2.urlKeys).join(" or ")}`);
    }
    const transport = type === "sse" ? "sse" : type === "http" || type === "streamable-http" ? "http" : format2.urlKeys[urlKey];
    return { kind: "http", url: i(url), headers: map("headers"), transport: transport ?? "auto" };
  }
  if (type !== null && type !== "stdio") throw new InterpolationError(`unknown server type "${type}"`);
  if (command === null) {
    throw new InterpolationError(`neither "command" nor ${Object.keys(format2.urlKeys).join(" / ")} is given`);
  }
  const args = entry.args ?? [];
  if (!Array.isArray(args) || args.some((a) => typeof a !== "string" && typeof a !== "number")) {
    throw new InterpolationError(`"args" must be an array of strings`);
  }
  const envFile = stringField(entry, "envFile");
  let fromFile = {};
  if (envFile !== null) {
    const name = i(envFile);
    try {
      fromFile = parseEnvFile(context.readText(name));
    } catch (error) {
      throw new InterpolationError(`envFile ${name}: could not read it (${error.message})`);
    }
  }
  const cwd = stringField(entry, "cwd");
  return {
    kind: "stdio",
    command: i(command),
    args: args.map((a) => i(String(a))),
    env: { ...fromFile, ...map("env") },
    cwd: cwd === null ? null : i(cwd)
  };
}
__name(launchOf, "launchOf");
var oneLine = /* @__PURE__ */ __name((text) => text.trim().replace(/\s*[\r\n]+\s*/g, " / "), "oneLine");
function readConfig(text, format2, file, scope, context) {
  const root = parseConfigText(text, format2, file);
  const servers = [];
  const skipped = [];
  for (const [name, entry] of Object.entries(entriesOf(root, format2, scope, context.workspace, file))) {
    const base = { name, client: format2.id, file };
    if (!isObject2(entry)) {
      servers.push({ ...base, launch: null, error: "the entry is not an object" });
      continue;
    }
    if (entry.disabled === true) {
      skipped.push(name);
      continue;
    }
    try {
      servers.push({ ...base, launch: launchOf(entry, format2, context), error: null });
    } catch (error) {
      if (!(error instanceof InterpolationError)) throw error;
      servers.push({ ...base, launch: null, error: oneLine(error.message) });
    }
  }
  return { servers, skipped };
}
__name(readConfig, "readConfig");
function tail(file) {
  const parts = file.split(/[\\/]+/).filter((p) => p !== "");
  return { dir: parts.at(-2) ?? "", base: parts.at(-1) ?? "" };
}
__name(tail, "tail");
function formatForPath(file) {
  const { dir, base } = tail(file);
  if (base === "claude_desktop_config.json") return "claude-desktop";
  if (base === ".mcp.json" || base === ".claude.json") return "claude-code";
  if (base === "mcp_config.json") return "windsurf";
  if (base === "settings.json" && dir === ".gemini") return "gemini";
  if (base === "mcp.json" && dir === ".cursor") return "cursor";
  if (base === "mcp.json" && (dir === ".vscode" || dir === "User")) return "vscode";
  return null;
}
__name(formatForPath, "formatForPath");
function formatForContent(text) {
  const root = parse2(text, [], { allowTrailingComma: true });
  if (isObject2(root) && root.servers !== void 0 && root.mcpServers === void 0) return "vscode";
  return "claude-desktop";
}
__name(formatForContent, "formatForContent");
function mergeServers(lists) {
  const byClient = /* @__PURE__ */ new Map();
  for (const list of lists) for (const server of list) byClient.set(`${server.client}\0${server.name}`, server);
  const merged = [...byClient.values()];
  const clients = /* @__PURE__ */ new Map();
  for (const s of merged) clients.set(s.name, (clients.get(s.name) ?? /* @__PURE__ */ new Set()).add(s.client));
  return merged.map((s) => (clients.get(s.name)?.size ?? 0) > 1 ? { ...s, name: `${s.name} (${s.client})` } : s);
}
__name(mergeServers, "mergeServers");

// src/core/setup/locations.ts
function join(sep, ...parts) {
  return parts.map((p, i) => i === 0 ? p.replace(/[\\/]+$/, "") : p.replace(/^[\\/]+|[\\/]+$/g, "")).join(sep);
}
__name(join, "join");
function configLocations(context) {
  const win = context.platform === "win32";
  const sep = win ? "\\" : "/";
  const home = /* @__PURE__ */ __name((...p) => join(sep, context.home, ...p), "home");
  const project = /* @__PURE__ */ __name((...p) => join(sep, context.project, ...p), "project");
  const appData = context.appData ?? home("AppData", "Roaming");
  const xdg = context.xdgConfigHome ?? home(".config");
  const appDir = /* @__PURE__ */ __name((name) => context.platform === "darwin" ? home("Library", "Application Support", name) : win ? join(sep, appData, name) : join(sep, xdg, name), "appDir");
  return [
    { client: "claude-desktop", scope: "user", file: join(sep, appDir("Claude"), "claude_desktop_config.json") },
    { client: "claude-code", scope: "user", file: home(".claude.json") },
    { client: "claude-code", scope: "project", file: project(".mcp.json") },
    { client: "claude-code", scope: "local", file: home(".claude.json") },
    { client: "cursor", scope: "user", file: home(".cursor", "mcp.json") },
    { client: "cursor", scope: "project", file: project(".cursor", "mcp.json") },
    { client: "vscode", scope: "user", file: join(sep, appDir("Code"), "User", "mcp.json") },
    { client: "vscode", scope: "project", file: project(".vscode", "mcp.json") },
    { client: "windsurf", scope: "user", file: home(".codeium", "windsurf", "mcp_config.json") },
    { client: "gemini", scope: "user", file: home(".gemini", "settings.json") },
    { client: "gemini", scope: "project", file: project(".gemini", "settings.json") }
  ];
}
__name(configLocations, "configLocations");

// src/core/setup/render.ts
function countLine(setup) {
  const total = setup.servers.length;
  if (setup.failed === 0) return `${setup.measured} of ${plural(total, "server")} measured`;
  return `${setup.measured} of ${plural(total, "server")} measured, ${setup.failed} failed: the totals are incomplete`;
}
__name(countLine, "countLine");
function table(setup, esc2) {
  const encodings = Object.keys(setup.totals);
  const models2 = Object.keys(setup.models ?? {});
  const header = ["Server", "Client", "Tools", ...encodings, ...models2.map((m) => esc2(m, 40)), "Status"];
  const body = setup.servers.map((s) => {
    const client = CLIENT_FORMATS[s.client].client;
    if (s.status === "failed") {
      return [
        esc2(s.name),
        client,
        "",
        ...encodings.map(() => ""),
        ...models2.map(() => ""),
        `failed: ${esc2(s.error, 300)}`
      ];
    }
    const r = s.report;
    return [
      esc2(s.name),
      client,
      formatInt(r.tools.length),
      ...encodings.map((e) => formatInt(r.totals[e]?.model ?? 0)),
      ...models2.map((m) => r.models?.[m] ? formatInt(r.models[m].tools) : ""),
      "measured"
    ];
  });
  const tools = setup.servers.reduce((sum, s) => sum + (s.status === "measured" ? s.report.tools.length : 0), 0);
  const total = [
    setup.failed > 0 ? `Total (${setup.measured} of ${setup.servers.length} measured)` : "Total",
    "",
    formatInt(tools),
    ...encodings.map((e) => formatInt(setup.totals[e]?.model ?? 0)),
    ...models2.map((m) => formatInt(setup.models?.[m]?.tools ?? 0)),
    setup.failed > 0 ? "incomplete" : ""
  ];
  return { header, body, total };
}
__name(table, "table");
function shareLines(setup, esc2) {
  const models2 = Object.entries(setup.models ?? {});
  const known = models2.filter(([, m]) => m.contextWindow !== null && m.shareOfContext !== null);
  const atLeast = setup.failed > 0 ? "at least " : "";
  if (known.length === 0) {
    return [
      models2.length === 0 ? "Share of a context window: none computed (no model asked for; add --model, e.g. --model gpt-oss)." : "Share of a context window: none computed (no model asked for has a known context window)."
    ];
  }
  return known.map(
    ([id, m]) => `Share of ${esc2(id, 40)}'s ${formatInt(m.contextWindow ?? 0)}-token context window: ${atLeast}${formatPercent(m.shareOfContext ?? 0)} (${formatInt(m.tools + m.instructions)} tokens per request: tools ${formatInt(m.tools)} + instructions ${formatInt(m.instructions)})`
  );
}
__name(shareLines, "shareLines");
function limitLine(limit, esc2) {
  const figure = limit.kind === "tools" ? `${formatInt(limit.actual)} tools, over its ${formatInt(limit.limit)}` : `${formatPercent(limit.actual)} of ${esc2(limit.model ?? "", 40)}'s context window, over its ${formatPercent(limit.limit, 0)}`;
  return `${limit.client}: ${figure}: it ${limit.effect} (${limit.source}, read ${limit.date})`;
}
__name(limitLine, "limitLine");
function notes2(setup, esc2) {
  return {
    duplicates: setup.duplicateToolNames.map((d) => `${esc2(d.name)}: ${d.servers.map((s) => esc2(s)).join(", ")}`),
    limits: setup.clientLimits.map((l) => limitLine(l, esc2))
  };
}
__name(notes2, "notes");
var DUPLICATES_HEADING = "Tool names offered by more than one server (clients prefix, rename or drop one of them):";
var LIMITS_HEADING = "Client limits crossed:";
function renderSetupText(setup) {
  const esc2 = /* @__PURE__ */ __name((s, max = 60) => escapeTerminal(s, max), "esc");
  const { header, body, total } = table(setup, esc2);
  const align = header.map((_, i) => i < 2 || i === header.length - 1 ? "left" : "right");
  const { duplicates: duplicates2, limits } = notes2(setup, esc2);
  const out = [
    `MCP setup: ${countLine(setup)}`,
    "",
    textTable(header, [...body, total], align),
    "",
    ...shareLines(setup, esc2)
  ];
  if (duplicates2.length > 0) out.push("", DUPLICATES_HEADING, ...duplicates2.map((d) => `  ${d}`));
  out.push("", limits.length > 0 ? LIMITS_HEADING : "Client limits crossed: none", ...limits.map((l) => `  ${l}`));
  return `${out.join("\n")}
`;
}
__name(renderSetupText, "renderSetupText");
function renderSetupMarkdown(setup) {
  const esc2 = /* @__PURE__ */ __name((s, max = 120) => escapeMarkdown(s, max), "esc");
  const { header, body, total } = table(setup, esc2);
  const bold = total.map((cell) => cell === "" ? "" : `**${cell}**`);
  const align = header.map((_, i) => i < 2 || i === header.length - 1 ? "l" : "r");
  const { duplicates: duplicates2, limits } = notes2(setup, esc2);
  const out = [
    `### MCP setup: ${countLine(setup)}`,
    "",
    markdownTable([header, ...body, bold], { align }),
    "",
    ...shareLines(setup, esc2).map((l) => `${l}  `)
  ];
  if (duplicates2.length > 0) out.push("", DUPLICATES_HEADING, "", ...duplicates2.map((d) => `- ${d}`));
  out.push("", limits.length > 0 ? LIMITS_HEADING : "Client limits crossed: none.", "", ...limits.map((l) => `- ${l}`));
  return `${out.join("\n").trimEnd()}
`;
}
__name(renderSetupMarkdown, "renderSetupMarkdown");

// src/core/setup/summary.ts
var SETUP_KIND = "mcp-token-budget/setup";
var LIMITS_OF = {
  "claude-desktop": null,
  "claude-code": "claude-code",
  cursor: "cursor",
  vscode: "vscode",
  windsurf: "windsurf",
  gemini: null
};
var round = /* @__PURE__ */ __name((value) => Number(value.toPrecision(6)), "round");
function duplicates(servers) {
  const owners = /* @__PURE__ */ new Map();
  for (const server of servers) {
    if (server.status !== "measured") continue;
    for (const name of new Set(server.report.tools.map((t) => t.name))) {
      owners.set(name, [...owners.get(name) ?? [], server.name]);
    }
  }
  return [...owners.entries()].filter(([, list]) => list.length > 1).map(([name, list]) => ({ name, servers: list })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
__name(duplicates, "duplicates");
function modelTotals(measured, ids) {
  const out = {};
  for (const id of ids) {
    const entries = measured.map((r) => r.models?.[id]).filter((e) => e !== void 0);
    const first = entries[0];
    if (!first) continue;
    const tools = entries.reduce((sum, e) => sum + e.tools, 0);
    const instructions = entries.reduce((sum, e) => sum + (e.instructions ?? 0), 0);
    const window2 = first.contextWindow;
    out[id] = {
      profile: first.profile,
      tools,
      instructions,
      contextWindow: window2,
      shareOfContext: window2 ? round((tools + instructions) / window2) : null
    };
  }
  return out;
}
__name(modelTotals, "modelTotals");
function clientLimits(servers, models2) {
  const crossed = [];
  const clients = [...new Set(servers.map((s) => LIMITS_OF[s.client]).filter((c) => c !== null))];
  for (const id of clients) {
    const limit = CLIENT_LIMITS[id];
    const mine = servers.filter((s) => LIMITS_OF[s.client] === id && s.status === "measured");
    const tools = mine.reduce((sum, s) => sum + (s.status === "measured" ? s.report.tools.length : 0), 0);
    const about = { client: limit.client, effect: limit.effect, source: limit.source, date: limit.date };
    if (limit.maxTools !== null && tools > limit.maxTools) {
      crossed.push({ ...about, kind: "tools", limit: limit.maxTools, actual: tools });
    }
    if (limit.maxShareOfContext === null) continue;
    for (const [model, total] of Object.entries(models2)) {
      if (!total.contextWindow) continue;
      const own = mine.reduce(
        (sum, s) => sum + (s.status === "measured" ? s.report.models?.[model]?.tools ?? 0 : 0),
        0
      );
      const share = own / total.contextWindow;
      if (share > limit.maxShareOfContext) {
        crossed.push({ ...about, kind: "share", limit: limit.maxShareOfContext, actual: round(share), model });
      }
    }
  }
  return crossed;
}
__name(clientLimits, "clientLimits");
function summarizeSetup(servers, encodings, modelIds = []) {
  const reports = servers.flatMap((s) => s.status === "measured" ? [s.report] : []);
  const totals = {};
  for (const encoding of encodings) {
    totals[encoding] = {
      model: reports.reduce((sum, r) => sum + (r.totals[encoding]?.model ?? 0), 0),
      raw: reports.reduce((sum, r) => sum + (r.totals[encoding]?.raw ?? 0), 0)
    };
  }
  const models2 = modelTotals(reports, modelIds);
  return {
    kind: SETUP_KIND,
    servers: [...servers],
    totals,
    measured: reports.length,
    failed: servers.length - reports.length,
    duplicateToolNames: duplicates(servers),
    ...modelIds.length > 0 ? { models: models2 } : {},
    clientLimits: clientLimits(servers, models2)
  };
}
__name(summarizeSetup, "summarizeSetup");
function serializeSetup(setup) {
  return `${JSON.stringify(setup, null, 2)}
`;
}
__name(serializeSetup, "serializeSetup");

// src/run/setup.ts
import path from "node:path";
function serverSpecOf(launch, options) {
  if (launch.kind === "http") return { kind: "http", url: launch.url, headers: launch.headers };
  return {
    kind: "stdio",
    command: launch.command,
    args: launch.args,
    cwd: path.resolve(options.project, launch.cwd ?? "."),
    env: { set: { ...launch.env, ...options.env ?? {} }, strip: [...options.strip ?? []] }
  };
}
__name(serverSpecOf, "serverSpecOf");
async function inPool(items, jobs, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = /* @__PURE__ */ __name(async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  }, "worker");
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
  return results;
}
__name(inPool, "inPool");
function failure(error) {
  return oneLine(stripTerminalControls(classifyError(error).message));
}
__name(failure, "failure");
async function measureSetup(servers, options) {
  const { jobs, project, strip, env, ...measureOptions } = options;
  const outcomes = await inPool(servers, jobs, async (server) => {
    const base = { name: server.name, client: server.client };
    if (!server.launch) return { ...base, status: "failed", error: server.error ?? "cannot be started" };
    try {
      const report = await measure(serverSpecOf(server.launch, { project, strip, env }), measureOptions);
      return { ...base, status: "measured", report };
    } catch (error) {
      return { ...base, status: "failed", error: failure(error) };
    }
  });
  return summarizeSetup(
    outcomes,
    options.encodings,
    (options.models ?? []).map((m) => m.id)
  );
}
__name(measureSetup, "measureSetup");

// src/setup/config-files.ts
import { readFileSync } from "node:fs";
import path2 from "node:path";
var CONFIG_LIMIT = 64 * 1024 * 1024;
function interpolationContext(place) {
  return {
    env: place.env,
    home: place.home,
    workspace: place.project,
    pathSeparator: place.platform === "win32" ? "\\" : "/",
    platform: place.platform,
    inputs: place.inputs,
    // Small files named inside a configuration (envFile, ${file:...}); relative to the project.
    readText: /* @__PURE__ */ __name((file) => readFileSync(path2.resolve(place.project, file), "utf8"), "readText")
  };
}
__name(interpolationContext, "interpolationContext");
async function readConfigText(file) {
  try {
    return await readTextFile(file, CONFIG_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ConfigFileError(file, "larger than 64 MiB");
    throw error;
  }
}
__name(readConfigText, "readConfigText");
function splitClient(spec) {
  const colon = spec.indexOf(":");
  if (colon > 1) {
    const prefix = spec.slice(0, colon);
    if (CLIENT_FORMAT_IDS.includes(prefix)) {
      return { client: prefix, file: spec.slice(colon + 1) };
    }
  }
  return { client: null, file: spec };
}
__name(splitClient, "splitClient");
async function loadNamed(spec, place, notes3) {
  const split = splitClient(spec);
  const file = path2.resolve(place.project, split.file);
  const text = await readConfigText(file);
  let client = split.client ?? formatForPath(file);
  if (client === null) {
    client = formatForContent(text);
    notes3(
      `${file}: read as ${CLIENT_FORMATS[client].client}'s format (${client === "vscode" ? '"servers"' : '"mcpServers", no variables'}); name the client to read it as another does, e.g. --config cursor:${split.file}`
    );
  }
  const scopes = path2.basename(file) === ".claude.json" ? ["user", "local"] : ["project"];
  const context = interpolationContext(place);
  const lists = [];
  const read = [];
  for (const scope of scopes) {
    const { servers, skipped } = readConfig(text, CLIENT_FORMATS[client], file, scope, context);
    lists.push(servers);
    read.push({ file, client, scope, skipped, servers: servers.length });
  }
  return { servers: mergeServers(lists), read };
}
__name(loadNamed, "loadNamed");
async function exists(file) {
  try {
    return await readConfigText(file);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") {
      return null;
    }
    throw error;
  }
}
__name(exists, "exists");
async function loadAuto(place) {
  const locations = configLocations({
    home: place.home,
    project: place.project,
    platform: place.platform,
    ...place.env.APPDATA ? { appData: place.env.APPDATA } : {},
    ...place.env.XDG_CONFIG_HOME ? { xdgConfigHome: place.env.XDG_CONFIG_HOME } : {}
  });
  const context = interpolationContext(place);
  const seen = /* @__PURE__ */ new Set();
  const lists = [];
  const read = [];
  for (const location of locations) {
    const key = `${location.client} ${location.scope === "local" ? "local" : ""} ${location.file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = await exists(location.file);
    if (text === null) continue;
    const format2 = CLIENT_FORMATS[location.client];
    const { servers, skipped } = readConfig(text, format2, location.file, location.scope, context);
    if (location.scope === "local" && servers.length === 0 && skipped.length === 0) continue;
    lists.push(servers);
    read.push({
      file: location.file,
      client: location.client,
      scope: location.scope,
      skipped,
      servers: servers.length
    });
  }
  return { servers: mergeServers(lists), read };
}
__name(loadAuto, "loadAuto");
async function loadSetup(spec, place, notes3 = () => void 0) {
  return spec.trim() === "auto" ? loadAuto(place) : loadNamed(spec.trim(), place, notes3);
}
__name(loadSetup, "loadSetup");

// src/cli/setup.ts
var esc = /* @__PURE__ */ __name((text) => escapeTerminal(text, 200), "esc");
async function setupCommand(settings, setup, format2, io, env = process.env) {
  await checkWritable(settings.out);
  const place = {
    home: os.homedir(),
    project: settings.directory,
    platform: process.platform,
    env,
    inputs: setup.inputs
  };
  const note = /* @__PURE__ */ __name((line) => io.stderr(`${esc(line)}
`), "note");
  const loaded = await loadSetup(setup.config, place, note);
  if (loaded.read.length === 0) {
    const looked = configLocations({ home: place.home, project: place.project, platform: place.platform }).map((l) => l.file).filter((f, i, all) => all.indexOf(f) === i);
    throw new UsageError(`no client configuration found; looked for: ${looked.join(", ")}`);
  }
  for (const file of loaded.read) {
    const skipped = file.skipped.length > 0 ? `; skipped as disabled: ${file.skipped.join(", ")}` : "";
    note(
      `read ${file.file} (${CLIENT_FORMATS[file.client].client}, ${file.scope} scope): ${file.servers} server${file.servers === 1 ? "" : "s"}${skipped}`
    );
  }
  const names = loaded.servers.map((s) => s.name);
  const unknown = setup.servers.filter((n) => !names.includes(n));
  if (unknown.length > 0) {
    throw new UsageError(
      `--server ${unknown.map((n) => JSON.stringify(n)).join(", ")}: not in the configuration; its servers are ${names.map((n) => JSON.stringify(n)).join(", ") || "none"}`
    );
  }
  const picked = setup.servers.length > 0 ? loaded.servers.filter((s) => setup.servers.includes(s.name)) : loaded.servers;
  if (picked.length === 0) throw new UsageError("the configuration has no servers to measure");
  note(`measuring ${picked.length} server${picked.length === 1 ? "" : "s"}, at most ${setup.jobs} at a time`);
  const result = await measureSetup(picked, {
    encodings: settings.encodings,
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    models: settings.models,
    jobs: setup.jobs,
    project: settings.directory,
    strip: setup.strip,
    env: setup.env
  });
  const json = serializeSetup(result);
  if (settings.out) await writeOutputFile(settings.out, json);
  io.stdout(format2 === "json" ? json : format2 === "markdown" ? renderSetupMarkdown(result) : renderSetupText(result));
  return result.failed > 0 ? EXIT_CODES.server : EXIT_CODES.ok;
}
__name(setupCommand, "setupCommand");

// src/cli/commands.ts
function cliSettings(command, opts, needs = {}, cwd = process.cwd()) {
  const raw = {
    command,
    url: opts.url,
    headers: opts.header,
    env: opts.env,
    stripEnv: opts.stripEnv,
    cwd: opts.cwd,
    encodings: opts.encoding,
    timeout: opts.timeout,
    maxResponseMb: opts.maxResponseMb,
    models: opts.model,
    providerCount: opts.providerCount,
    anthropicApiKey: opts.anthropicApiKey,
    openaiApiKey: opts.openaiApiKey,
    anthropicBaseUrl: opts.anthropicBaseUrl,
    openaiBaseUrl: opts.openaiBaseUrl,
    build: opts.build,
    buildTimeout: opts.buildTimeout,
    budget: opts.budget,
    base: opts.base,
    baseReport: opts.baseReport,
    report: opts.report,
    cacheDir: opts.cacheDir,
    parallel: opts.parallel,
    out: opts.out,
    config: opts.config,
    servers: opts.server,
    jobs: opts.jobs,
    inputs: opts.input
  };
  return resolveSettings(raw, { door: "cli", directory: cwd, workspace: cwd, needs });
}
__name(cliSettings, "cliSettings");
async function measureCommand(command, opts, io) {
  const format2 = parseFormat(opts.format);
  const settings = cliSettings(command, opts);
  if (settings.setup) return setupCommand(settings, settings.setup, format2, io);
  if (!settings.server) throw new Error("measure needs a server");
  await checkWritable(settings.out);
  const badge = await badgeTarget(opts.badge);
  const report = await measure(settings.server, {
    encodings: settings.encodings,
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    models: settings.models
  });
  const json = serializeReport(report);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) await writeBadgeFiles(badge, report, null);
  io.stdout(
    format2 === "json" ? json : format2 === "markdown" ? renderMeasurementMarkdown(report) : renderMeasurementText(report)
  );
  return 0;
}
__name(measureCommand, "measureCommand");
async function emitComparison(comparison, out, format2, io) {
  const json = serializeComparison(comparison);
  if (out) await writeOutputFile(out, json);
  if (format2 === "json") io.stdout(json);
  else if (format2 === "markdown")
    io.stdout(renderComparisonMarkdown(comparison, { maxLength: Number.MAX_SAFE_INTEGER }));
  else io.stdout(renderComparisonText(comparison));
}
__name(emitComparison, "emitComparison");
async function runFromSettings(settings, io) {
  await checkWritable(settings.out);
  return runPipeline(
    await pipelineOptions(settings, {
      // Progress lines can quote what the server or the build printed: no control sequence reaches the terminal.
      log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log"),
      warn: /* @__PURE__ */ __name((line) => io.stderr(`warning: ${stripTerminalControls(line)}
`), "warn"),
      saveHeadToCache: true
    })
  );
}
__name(runFromSettings, "runFromSettings");
async function compareCommand(command, opts, io) {
  const format2 = parseFormat(opts.format);
  const settings = cliSettings(command, opts, { base: true });
  const badge = await badgeTarget(opts.badge);
  const result = await runFromSettings(settings, io);
  if (badge) await writeBadgeFiles(badge, result.head, result.verdict);
  await emitComparison(result.comparison, settings.out, format2, io);
  return 0;
}
__name(compareCommand, "compareCommand");
async function checkCommand(command, opts, io) {
  const format2 = parseFormat(opts.format);
  const settings = cliSettings(command, opts, { budget: true });
  const badge = await badgeTarget(opts.badge);
  const result = await runFromSettings(settings, io);
  if (badge) await writeBadgeFiles(badge, result.head, result.verdict);
  await emitComparison(result.comparison, settings.out, format2, io);
  if (result.verdict && result.verdict.results.length === 0) {
    io.stderr(
      `warning: no budget rule could be checked: ${result.verdict.skipped.join("; ") || "the budget has no rules for what was measured"}
`
    );
  }
  return result.verdict?.passed === false ? 1 : 0;
}
__name(checkCommand, "checkCommand");
async function hintsCommand(command, opts, io) {
  const format2 = parseFormat(opts.format);
  if (opts.report !== void 0) {
    throw new UsageError(
      `--report ${opts.report}: a report holds token counts, not the tool definitions that hints rewrite; give the server's command after -- (or --url) instead`
    );
  }
  const settings = cliSettings(command, opts);
  if (!settings.server) throw new UsageError("hints needs a server: its command after -- or --url");
  await checkWritable(settings.out);
  const { server, result, warnings: warnings2 } = await hintsForServer(settings.server, {
    encodings: settings.encodings,
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    models: settings.models
  });
  for (const warning of warnings2) io.stderr(`warning: ${stripTerminalControls(warning)}
`);
  const json = serializeHints(result);
  if (settings.out) await writeOutputFile(settings.out, json);
  const label = server.name ? [server.name, server.version].filter(Boolean).join(" ") : "MCP server";
  io.stdout(
    format2 === "json" ? json : format2 === "markdown" ? renderHintsMarkdown(result, label) : renderHintsText(result, label)
  );
  return 0;
}
__name(hintsCommand, "hintsCommand");
async function diffCommand(baseFile, headFile, opts, io) {
  const format2 = parseFormat(opts.format);
  const settings = cliSettings([], { budget: opts.budget, out: opts.out, report: headFile, encoding: opts.encoding });
  await checkWritable(settings.out);
  const [base, head] = await Promise.all([readReportFile(baseFile), readReportFile(headFile)]);
  const budget = opts.budget ? await openBudget(settings, null) : null;
  const verdict = budget ? checkBudget(budget.budget, head, base, budget.file) : null;
  const comparison = compare(base, head, { base: { label: baseFile }, head: { label: headFile }, verdict });
  await emitComparison(comparison, settings.out, format2, io);
  return verdict?.passed === false ? 1 : 0;
}
__name(diffCommand, "diffCommand");

// src/cli/release-notes-command.ts
import path3 from "node:path";
var given = /* @__PURE__ */ __name((value) => value !== void 0 && value.trim() !== "", "given");
function releaseNotesJson(notes3, markdown) {
  return `${JSON.stringify({ ...notes3, markdown }, null, 2)}
`;
}
__name(releaseNotesJson, "releaseNotesJson");
async function releaseNotesCommand(command, opts, io) {
  const format2 = parseChoice("--format", opts.format, ["markdown", "json"], "markdown");
  if (given(opts.from) && given(opts.fromReport)) throw new UsageError("give either --from or --from-report, not both");
  if (given(opts.to) && given(opts.toReport)) throw new UsageError("give either --to or --to-report, not both");
  if (!given(opts.from) && !given(opts.fromReport)) {
    throw new UsageError("the previous version is needed: --from <tag or ref> (e.g. v1.2.0) or --from-report <file>");
  }
  const from = given(opts.from) ? { kind: "ref", ref: opts.from.trim() } : { kind: "report", file: path3.resolve(opts.fromReport ?? "") };
  const to = given(opts.to) ? { kind: "ref", ref: opts.to.trim() } : given(opts.toReport) ? { kind: "report", file: path3.resolve(opts.toReport) } : { kind: "working-tree" };
  if (given(opts.url) && (from.kind === "ref" || to.kind === "ref")) {
    throw new UsageError(
      "a server reached with --url cannot be started at another commit: measure the previous version with --from-report <file> (saved by measure --out)"
    );
  }
  const bothReports = from.kind === "report" && to.kind === "report";
  const settings = bothReports ? cliSettings([], { ...opts, report: opts.toReport, out: opts.out }) : cliSettings(command, { ...opts, report: void 0 });
  await checkWritable(settings.out);
  const badge = await badgeTarget(opts.badge);
  const options = await pipelineOptions(settings, {
    log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log"),
    warn: /* @__PURE__ */ __name((line) => io.stderr(`warning: ${stripTerminalControls(line)}
`), "warn"),
    saveHeadToCache: true
  });
  const result = await runReleaseNotes({
    from,
    to,
    options,
    labels: {
      ...from.kind === "report" ? { from: opts.fromReport } : {},
      ...to.kind === "report" ? { to: opts.toReport } : given(opts.url) ? { to: opts.url.trim() } : {}
    }
  });
  const json = releaseNotesJson(result.notes, result.markdown);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) await writeBadgeFiles(badge, result.to.report, result.verdict);
  io.stdout(format2 === "json" ? json : result.markdown);
  return 0;
}
__name(releaseNotesCommand, "releaseNotesCommand");

// src/cli/main.ts
var EXIT = EXIT_CODES;
var collect = /* @__PURE__ */ __name((value, previous = []) => [...previous, value], "collect");
function outputOptions(command, what) {
  return command.addOption(
    new Option("-f, --format <format>", "output: table (plain text, the default), markdown or json").choices([
      "table",
      "markdown",
      "json"
    ])
  ).option("-o, --out <file>", `also write the ${what} JSON to this file`);
}
__name(outputOptions, "outputOptions");
function serverOptions(command) {
  return command.option("--url <url>", "measure a server over Streamable HTTP (falls back to legacy SSE) instead of starting one").option("--header <header>", 'HTTP header for --url, "Name: value" (repeatable)', collect).option(
    "--env <KEY=VALUE>",
    "environment variable for the server (repeatable), on top of the filtered environment",
    collect
  ).option(
    "--strip-env <NAME>",
    "another variable to withhold from the server, like the built-in GITHUB_TOKEN (repeatable)",
    collect
  ).option("--cwd <dir>", "working directory for the server").option("-t, --timeout <seconds>", `time limit for start plus listing (default ${DEFAULT_TIMEOUT_MS / 1e3})`).option(
    "--max-response-mb <n>",
    `most MiB the server may send while it is listed (default ${DEFAULT_MAX_RESPONSE_BYTES / MIB})`
  ).option(
    "-m, --model <ids>",
    `also count what the tools cost on these models, repeatable or comma-separated (known: ${profileIds().join(", ")})`,
    collect
  ).option(
    "--provider-count",
    "count Claude and hosted GPT models exactly with the provider's token-counting API, using ANTHROPIC_API_KEY / OPENAI_API_KEY (and ANTHROPIC_BASE_URL / OPENAI_BASE_URL) from the environment"
  ).option(
    "-e, --encoding <names>",
    `encodings, repeatable or comma-separated (default o200k_base,cl100k_base; known: ${Object.keys(ENCODINGS).join(", ")})`,
    collect
  ).option("--badge <file>", "also write an SVG badge (e.g. badge.svg) and its shields.io endpoint JSON beside it");
}
__name(serverOptions, "serverOptions");
function baselineOptions(command) {
  return command.option("--base <ref>", "measure the merge-base of <ref> and HEAD as the baseline (e.g. origin/main)").option("--base-report <file>", "use a saved report as the baseline instead of measuring the base").option("--report <file>", "use a saved report as the head instead of starting the server").option(
    "--build <command>",
    "build command run (with sh) before measuring, in the working tree and in the base worktree"
  ).option("--build-timeout <seconds>", "time limit for the build (default 600)").option(
    "--budget <file>",
    "budget file (default: mcp-token-budget.yml, .yaml or .json here, else at the repository root)"
  ).option("--cache-dir <dir>", "keep reports here, keyed by commit and settings: a base measured once is not rebuilt").option(
    "--no-parallel",
    "measure the base after the head, not at the same time (for servers that bind a fixed port or file)"
  );
}
__name(baselineOptions, "baselineOptions");
var SERVER_HELP = `
The server never receives GITHUB_TOKEN, GH_TOKEN, ACTIONS_* tokens, ANTHROPIC_API_KEY,
OPENAI_API_KEY or INPUT_* variables from this environment; pass what it needs with --env.`;
async function runCli(argv, io, env = process.env) {
  let exitCode = EXIT.ok;
  const end = argv.includes("--") ? argv.indexOf("--") : argv.length;
  const debug = argv.slice(0, end).includes("--debug") || env.RUNNER_DEBUG === "1";
  const args = [...argv.slice(0, end).filter((a) => a !== "--debug"), ...argv.slice(end)];
  const withProviderKeys = /* @__PURE__ */ __name((opts) => opts.providerCount ? {
    ...opts,
    anthropicApiKey: env.ANTHROPIC_API_KEY,
    openaiApiKey: env.OPENAI_API_KEY,
    anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
    openaiBaseUrl: env.OPENAI_BASE_URL
  } : opts, "withProviderKeys");
  const program2 = new Command("mcp-token-budget").description(
    "Count the tokens that an MCP server's tool definitions cost on every model request, compare them between versions, and hold them to a budget."
  ).version(VERSION, "-V, --version").exitOverride().configureOutput({ writeOut: io.stdout, writeErr: io.stderr }).showHelpAfterError("(run with --help for usage)").addHelpText(
    "after",
    `
Quick start:
  $ mcp-token-budget measure -- node build/index.js
  $ mcp-token-budget compare --base origin/main --build "npm run build" -- node build/index.js
  $ mcp-token-budget check -- node build/index.js

Exit codes: 0 ok, 1 a budget limit is broken, 2 usage or input file error,
3 the server could not be started or listed, 4 git could not provide the base,
5 the build failed, 6 a file could not be read or written, 7 an internal error.
Add --debug (or set RUNNER_DEBUG=1) to print the stack trace of an error.`
  );
  outputOptions(
    serverOptions(
      program2.command("measure").summary("start a server, list its tools and count their tokens").description(
        "Start an MCP server (or connect to one with --url), list its tools exactly as sent, and count their tokens per tool and per field in each encoding."
      ).argument("[command...]", "the server's start command and its arguments, after --").option(
        "--config <file>",
        'measure every server of a client configuration (Claude Desktop, Claude Code, Cursor, VS Code, Windsurf, Gemini CLI), or "auto" to find them; "cursor:file.json" names the client'
      ).option("--server <name>", "with --config: measure only this server (repeatable)", collect).option("--jobs <n>", "with --config: how many servers start at once (default: the machine's cores)").option("--input <id=value>", "with --config: a value for VS Code's ${input:id} (repeatable)", collect)
    ),
    "report"
  ).addHelpText(
    "after",
    `
Examples:
  $ mcp-token-budget measure -- npx -y @modelcontextprotocol/server-memory
  $ mcp-token-budget measure --format json --out report.json -- node build/index.js
  $ mcp-token-budget measure --url http://127.0.0.1:3000/mcp --header "Authorization: Bearer $TOKEN"
  $ mcp-token-budget measure --config auto
  $ mcp-token-budget measure --config .vscode/mcp.json --server memory --model gpt-oss
${SERVER_HELP}

Exit codes: 0 measured, 2 usage error, 3 the server could not be started or listed
(with --config: any server, after the others are printed), 6 a file could not be written.`
  ).action(async (command, opts) => {
    exitCode = await measureCommand(command, withProviderKeys(opts), io);
  });
  outputOptions(
    baselineOptions(
      serverOptions(
        program2.command("compare").summary("compare the working tree's tools with the base branch's, per tool and per field").description(
          "Measure the server in the working tree (head) and at the merge-base of --base and HEAD (checked out in a temporary git worktree, built with --build), and show what changed. A budget file, when present, is checked too (use `check` to gate on it)."
        ).argument("[command...]", "the server's start command and its arguments, after --")
      )
    ),
    "comparison"
  ).addHelpText(
    "after",
    `
Examples:
  $ mcp-token-budget compare --base origin/main -- node server.js
  $ mcp-token-budget compare --base main --build "npm ci && npm run build" -- node build/index.js
  $ mcp-token-budget compare --base-report main-report.json -- node build/index.js
${SERVER_HELP}

When the base cannot be measured (its build fails, or the server did not exist yet), the
result says "no baseline" and why; every tool is then shown as new.

Exit codes: 0 compared, 2 usage error, 3 the server could not be started or listed at head,
4 git could not provide the base (e.g. a shallow clone: fetch more history), 5 the build failed at head.`
  ).action(async (command, opts) => {
    exitCode = await compareCommand(command, withProviderKeys(opts), io);
  });
  outputOptions(
    baselineOptions(
      serverOptions(
        program2.command("check").summary("check the tools against the budget file; exit 1 when a limit is broken").description(
          "Measure the server (and, with --base or --base-report, a baseline for maxIncrease rules) and check it against the budget file. Prints every broken rule and the headroom of the rest."
        ).argument("[command...]", "the server's start command and its arguments, after --")
      )
    ),
    "comparison"
  ).addHelpText(
    "after",
    `
Examples:
  $ mcp-token-budget check -- node build/index.js
  $ mcp-token-budget check --budget budgets/strict.yml --base origin/main -- node build/index.js
  $ mcp-token-budget check --report report.json
${SERVER_HELP}

Exit codes: 0 every limit holds, 1 a limit is broken, 2 usage error or invalid budget file,
3 the server could not be started or listed, 4 git could not provide the base, 5 the build failed.`
  ).action(async (command, opts) => {
    exitCode = await checkCommand(command, withProviderKeys(opts), io);
  });
  outputOptions(
    program2.command("diff").summary("compare two saved reports").description("Compare two reports written by `measure --out` (or the action), per tool and per field.").argument("<base.json>", "the baseline report").argument("<head.json>", "the report to compare with it").option("--budget <file>", "also check the head report against this budget file"),
    "comparison"
  ).addHelpText(
    "after",
    "\nExit codes: 0 compared, 1 a budget limit is broken (with --budget), 2 usage or file error."
  ).action(async (baseFile, headFile, opts) => {
    exitCode = await diffCommand(baseFile, headFile, opts, io);
  });
  outputOptions(
    serverOptions(
      program2.command("hints").summary("list rewrites of each tool's definition, with what each saves (counted again)").description(
        "Start the server (or connect with --url), run the hint rules on each tool as sent, and list each rewrite as a JSON Patch with the tokens it saves: the patched tool counted again in each encoding (and with -m, on each exact model profile), never estimated."
      ).argument("[command...]", "the server's start command and its arguments, after --")
    ).option("--report <file>", "not supported: a saved report holds counts, not the tool definitions hints rewrite"),
    "hints"
  ).addHelpText(
    "after",
    `
Examples:
  $ mcp-token-budget hints -- npx -y @modelcontextprotocol/server-memory
  $ mcp-token-budget hints --format json -m gpt-oss -- node build/index.js
${SERVER_HELP}

Exit codes: 0 listed (with or without hints), 2 usage error, 3 the server could not be started or listed,
6 a file could not be written.`
  ).action(async (command, opts) => {
    exitCode = await hintsCommand(command, opts, io);
  });
  serverOptions(
    program2.command("release-notes").summary("measure two versions and print the tool overhead section for a release's notes").description(
      "Measure the server at --from (a tag or ref, checked out in a temporary git worktree and built with --build) and at --to (default: the working tree), and print what the tool definitions cost in each, as markdown for a release body (or --format json)."
    ).argument("[command...]", "the server's start command and its arguments, after --")
  ).option("--from <ref>", "the previous version: a tag, branch or commit (e.g. v1.2.0)").option("--to <ref>", "the new version (default: the working tree, uncommitted changes included)").option("--from-report <file>", "a saved report as the previous version instead of --from").option("--to-report <file>", "a saved report as the new version instead of --to").option("--build <command>", "build command run (with sh) before measuring, in each version's checkout").option("--build-timeout <seconds>", "time limit for each build (default 600)").option("--budget <file>", "budget file checked against the new version (colours the --badge)").option(
    "--cache-dir <dir>",
    "keep reports here, keyed by commit and settings: a version measured once is not rebuilt"
  ).option("--no-parallel", "measure one version after the other (for servers that bind a fixed port or file)").addOption(
    new Option("-f, --format <format>", "output: markdown (the default) or json").choices(["markdown", "json"])
  ).option("-o, --out <file>", "also write the release notes JSON to this file").addHelpText(
    "after",
    `
Examples:
  $ mcp-token-budget release-notes --from v1.2.0 --build "npm ci && npm run build" -- node build/index.js
  $ mcp-token-budget release-notes --from v1.2.0 --to v1.3.0 -- node server.js
  $ mcp-token-budget release-notes --from-report v1.2.0.json --url http://127.0.0.1:3000/mcp
${SERVER_HELP}

Exit codes: 0 written, 2 usage error, 3 the new version's server could not be started or listed,
4 git could not provide a version, 5 the build failed in the working tree.`
  ).action(async (command, opts) => {
    exitCode = await releaseNotesCommand(command, withProviderKeys(opts), io);
  });
  try {
    await program2.parseAsync(args, { from: "user" });
    return exitCode;
  } catch (error) {
    return reportError(error, io, debug);
  }
}
__name(runCli, "runCli");
function reportError(error, io, debug) {
  if (error instanceof CommanderError) {
    return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
  }
  const report = classifyError(error);
  io.stderr(`error: ${stripTerminalControls(report.message)}
`);
  if (debug && report.stack) io.stderr(`${report.stack}
`);
  return EXIT_CODES[report.kind];
}
__name(reportError, "reportError");

// src/cli.ts
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});
var code = await withCleanup(
  () => runCli(process.argv.slice(2), {
    stdout: /* @__PURE__ */ __name((text) => process.stdout.write(text), "stdout"),
    stderr: /* @__PURE__ */ __name((text) => process.stderr.write(text), "stderr"),
    isTTY: Boolean(process.stdout.isTTY)
  })
);
process.exitCode = code;
//# sourceMappingURL=cli.js.map
